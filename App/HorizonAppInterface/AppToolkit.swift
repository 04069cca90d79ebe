/// Which UI toolkit shows the app: the engine and the features see only the seam.
public enum AppToolkit: String, Sendable, CaseIterable {
    /// HeadlessUI's `HeadlessWindow`: UIKit's semantics, an object tree (the default).
    case headless
    /// DeclarativeUI's `DeclarativeScene`: SwiftUI's, the hierarchy as a value a view layer renders.
    case declarative
    /// GtkUI's `GtkHostWindow`: a real GTK 4 window (UIKit's semantics), built with the package
    /// trait `GTK` and shown on a display (`xvfb-run -a` without one).
    case gtk

    /// Why this build cannot show the toolkit, when it cannot: GTK without the `GTK` trait.
    public var unavailability: String? {
        #if GTK
            nil
        #else
            self == .gtk
                ? "this horizon was built without GTK: swift run --traits GTK horizon --toolkit gtk "
                    + "(Debian: apt-get install libgtk-4-dev xvfb xauth; run under xvfb-run -a without a display)"
                : nil
        #endif
    }
}
