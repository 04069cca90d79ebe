// The headers GtkUI uses: GTK 4 and, through it, GLib, GObject, GDK and GSK.
#include <gtk/gtk.h>
