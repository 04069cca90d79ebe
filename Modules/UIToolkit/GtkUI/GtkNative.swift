// The one file where GtkUI meets GTK's C API (check-architecture's rule 8 names it as its one
// exception): widgets are C pointers, signals call C functions, pictures are written by GTK.
// Every pointer stays in this file; the rest of GtkUI sees `NativeWidget` tokens and Swift values.
#if GTK
    import CGtk
    import HierarchyDriving
    import UIToolkitInterface

    /// A GTK widget the toolkit made, as the rest of GtkUI holds it: an opaque token.
    struct NativeWidget: Hashable {
        /// GTK's `GtkWidget *`. Unsafe: a C pointer, valid while GTK keeps the widget, which it
        /// does while the widget is in one of `GtkNative`'s windows; `GtkNative` forgets every
        /// token of a window when it empties or destroys that window.
        fileprivate let pointer: OpaquePointer
    }

    /// What a signal reports to the toolkit.
    enum NativeEvent {
        /// A button was clicked.
        case clicked
        /// An entry's text changed to this.
        case changed(String)
        /// A switch was turned on or off.
        case toggled(Bool)
    }

    /// GTK's widgets, windows, signals, main loop and rendering, wrapped for GtkUI.
    @MainActor
    final class GtkNative {
        /// What each connected signal runs, by the tag GTK hands back to the C callback.
        private static var handlers: [Int: @MainActor (NativeEvent) -> Void] = [:]
        /// The tags whose handler ran since `activate` last asked.
        private static var fired: Set<Int> = []
        private static var nextTag = 1

        /// The main window, which shows the hierarchy's root layer.
        let main: NativeWidget
        /// A window per presentation over it, bottom first.
        private var modals: [NativeWidget] = []
        /// The tags of the signals connected for the windows' current widgets.
        private var tags: [Int] = []

        /// Starts GTK (once per process) and opens the main window.
        ///
        /// - Throws: `HierarchyError.toolkitFailed` when GTK cannot open a display.
        init(title: String, width: Int, height: Int) throws(HierarchyError) {
            guard gtk_init_check() != 0 else {
                throw .toolkitFailed("GTK cannot open a display: run under a display server, or xvfb-run -a")
            }
            main = Self.window(title: title, width: width, height: height, transientFor: nil)
        }

        /// Closes every window and forgets their signals.
        func close() {
            disconnect()
            for window in modals + [main] { gtk_window_destroy(Self.window(window)) }
            modals = []
        }

        // MARK: Showing a plan

        /// Replaces what the windows show: the main window's child, and one modal window per
        /// presentation, each with its title bar.
        ///
        /// - Parameters:
        ///   - layers: The widget of each layer and its window's title, the root's first.
        ///   - size: The size of a presentation's window, by its index in `layers`.
        func show(_ layers: [(title: String, child: NativeWidget)], size: (Int) -> (Int, Int)) {
            for window in modals { gtk_window_destroy(Self.window(window)) }
            modals = []
            for (index, layer) in layers.enumerated() {
                let window: NativeWidget
                if index == 0 {
                    window = main
                    gtk_window_set_title(Self.window(main), layer.title)
                } else {
                    let (width, height) = size(index)
                    window = Self.window(title: layer.title, width: width, height: height, transientFor: main)
                    modals.append(window)
                }
                gtk_window_set_child(Self.window(window), widget(layer.child))
                gtk_window_present(Self.window(window))
            }
            settle()
        }

        /// Forgets the signals of the widgets shown so far, before new ones replace them.
        func disconnect() {
            for tag in tags {
                Self.handlers[tag] = nil
                Self.fired.remove(tag)
            }
            tags = []
        }

        // MARK: Widgets

        /// A vertical or horizontal box of widgets; a homogeneous one gives each the same room.
        func box(vertical: Bool, spacing: Int, margin: Int, homogeneous: Bool = false, _ children: [NativeWidget])
            -> NativeWidget
        {
            let box = Self.made(
                gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, Int32(spacing)))
            setMargin(box, margin)
            // Unsafe: the box is a `GtkBox` (made just above); the cast reaches its C type.
            gtk_box_set_homogeneous(UnsafeMutablePointer<GtkBox>(box.pointer), homogeneous ? 1 : 0)
            // Unsafe: as above.
            for child in children { gtk_box_append(UnsafeMutablePointer<GtkBox>(box.pointer), widget(child)) }
            return box
        }

        /// A label: wrapped unless it is a bar's title, aligned to the leading edge, in a style
        /// class (`title-2`, `dim-label`…).
        func label(_ text: String, style: String? = nil, wraps: Bool = true) -> NativeWidget {
            let label = Self.made(gtk_label_new(text))
            // Unsafe: `GtkLabel` is opaque in GTK 4; the widget was made as one above.
            gtk_label_set_wrap(label.pointer, wraps ? 1 : 0)
            gtk_label_set_xalign(label.pointer, 0)
            if let style { gtk_widget_add_css_class(widget(label), style) }
            return label
        }

        /// A button; `event` runs when it is clicked.
        func button(_ title: String, style: String? = nil, event: @escaping @MainActor (NativeEvent) -> Void)
            -> (NativeWidget, tag: Int)
        {
            let button = Self.made(gtk_button_new_with_label(title))
            if let style { gtk_widget_add_css_class(widget(button), style) }
            return (button, connect(button, "clicked", Self.clickedCallback, event))
        }

        /// A text entry showing `text` (dots when secure); `event` gets what is typed.
        func entry(text: String, isSecure: Bool, event: @escaping @MainActor (NativeEvent) -> Void)
            -> (NativeWidget, tag: Int)
        {
            let entry = Self.made(gtk_entry_new())
            // Unsafe: `GtkEditable` is the interface every `GtkEntry` implements; the text is set
            // before the signal is connected, so showing it reports no typing.
            gtk_editable_set_text(entry.pointer, text)
            // Unsafe: the entry is a `GtkEntry` (made just above); the cast reaches its C type.
            gtk_entry_set_visibility(UnsafeMutablePointer<GtkEntry>(entry.pointer), isSecure ? 0 : 1)
            gtk_widget_set_hexpand(widget(entry), 1)
            return (entry, connect(entry, "changed", Self.changedCallback, event))
        }

        /// A switch, on or off; `event` gets the new state when it is flipped.
        func toggle(isOn: Bool, event: @escaping @MainActor (NativeEvent) -> Void) -> (NativeWidget, tag: Int) {
            let toggle = Self.made(gtk_switch_new())
            // Unsafe: `GtkSwitch` is opaque in GTK 4; the widget was made as one above. The state
            // is set before the signal is connected, so showing it reports no flip.
            gtk_switch_set_active(toggle.pointer, isOn ? 1 : 0)
            gtk_widget_set_halign(widget(toggle), GTK_ALIGN_END)
            gtk_widget_set_hexpand(widget(toggle), 1)
            return (toggle, connect(toggle, "notify::active", Self.toggledCallback, event))
        }

        /// A list whose rows are these widgets.
        func list(_ rows: [NativeWidget]) -> NativeWidget {
            let list = Self.made(gtk_list_box_new())
            gtk_widget_add_css_class(widget(list), "frame")
            // Unsafe: `GtkListBox` is opaque in GTK 4; the widget was made as one above.
            for row in rows { gtk_list_box_append(list.pointer, widget(row)) }
            return list
        }

        /// A navigation bar: a back button at its start when there is one, the title in the middle.
        func bar(title: String, back: NativeWidget?) -> NativeWidget {
            let bar = Self.made(gtk_header_bar_new())
            // Unsafe: `GtkHeaderBar` is opaque in GTK 4; the widget was made as one above.
            gtk_header_bar_set_show_title_buttons(bar.pointer, 0)
            gtk_header_bar_set_title_widget(bar.pointer, widget(label(title, style: "heading", wraps: false)))
            if let back { gtk_header_bar_pack_start(bar.pointer, widget(back)) }
            return bar
        }

        /// A widget that takes the room left in its box.
        func expanding(_ child: NativeWidget) -> NativeWidget {
            gtk_widget_set_vexpand(widget(child), 1)
            return child
        }

        /// A vertical separator between a split's columns.
        func separator() -> NativeWidget {
            Self.made(gtk_separator_new(GTK_ORIENTATION_VERTICAL))
        }

        // MARK: Acting and reading, as the user does

        /// Activates a widget as the user would (a button's click, a switch's flip) and runs GTK's
        /// main loop until its signal ran: a button clicks only after GTK's short activation delay.
        ///
        /// - Returns: Whether the signal ran within two seconds.
        func activate(_ target: NativeWidget, tag: Int) -> Bool {
            Self.fired.remove(tag)
            guard gtk_widget_activate(widget(target)) != 0 else { return false }
            return iterate(until: { Self.fired.contains(tag) }, seconds: 2)
        }

        /// Replaces an entry's text, as typing would; its `changed` signal reports it.
        func type(_ text: String, into entry: NativeWidget) {
            // Unsafe: the widget is a `GtkEntry`, which implements `GtkEditable`.
            gtk_editable_set_text(entry.pointer, text)
        }

        /// What a label shows.
        func text(ofLabel label: NativeWidget) -> String {
            // Unsafe: the widget is a `GtkLabel`; GTK owns the returned C string, copied here.
            String(cString: gtk_label_get_text(label.pointer))
        }

        /// A button's title.
        func title(ofButton button: NativeWidget) -> String {
            // Unsafe: the widget is a `GtkButton`; GTK owns the returned C string, copied here.
            gtk_button_get_label(UnsafeMutablePointer<GtkButton>(button.pointer)).map { String(cString: $0) } ?? ""
        }

        /// An entry's text.
        func text(ofEntry entry: NativeWidget) -> String {
            // Unsafe: the widget is a `GtkEntry`; GTK owns the returned C string, copied here.
            String(cString: gtk_editable_get_text(entry.pointer))
        }

        /// Whether a switch is on.
        func isOn(_ toggle: NativeWidget) -> Bool {
            // Unsafe: the widget is a `GtkSwitch`.
            gtk_switch_get_active(toggle.pointer) != 0
        }

        /// The texts a window's labels show, in the order GTK keeps its widgets (top to bottom,
        /// leading to trailing): what a person reads in the window, a button's title among them.
        ///
        /// - Parameter index: The window: 0 the main one, then each presentation's.
        func labelTexts(inWindow index: Int) -> [String] {
            let windows = [main] + modals
            guard windows.indices.contains(index) else { return [] }
            var texts: [String] = []
            var pending = [gtk_window_get_child(Self.window(windows[index]))].compactMap { $0 }
            while !pending.isEmpty {
                let current = pending.removeFirst()
                // Unsafe: every `GtkWidget` starts with its `GTypeInstance`; the cast reads its type.
                let instance = UnsafeMutablePointer<GTypeInstance>(OpaquePointer(current))
                if g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0 {
                    // Unsafe: the widget is a `GtkLabel`, as just checked; GTK owns the C string, copied here.
                    texts.append(String(cString: gtk_label_get_text(OpaquePointer(current))))
                }
                var children: [UnsafeMutablePointer<GtkWidget>] = []
                var child = gtk_widget_get_first_child(current)
                while let found = child {
                    children.append(found)
                    child = gtk_widget_get_next_sibling(found)
                }
                pending.insert(contentsOf: children, at: 0)
            }
            return texts
        }

        /// Whether a widget is drawn now: in a window that is shown, and shown itself.
        func isDrawn(_ target: NativeWidget) -> Bool {
            gtk_widget_is_drawable(widget(target)) != 0
        }

        // MARK: Pictures

        /// Writes a PNG of the main window with each presentation's window over it, drawn where a
        /// phone would show it (`frames`), the window beneath dimmed, all rendered by GTK.
        ///
        /// - Throws: `DrivingError.toolkitFailed` when GTK could not render or write the file.
        func writePNG(to path: String, frames: (Int, (width: Int, height: Int)) -> (x: Int, y: Int))
            throws(DrivingError)
        {
            settle()
            let width = Double(gtk_widget_get_width(widget(main)))
            let height = Double(gtk_widget_get_height(widget(main)))
            guard width > 0, height > 0 else { throw .toolkitFailed("GTK has not laid out the window yet") }
            let snapshot = gtk_snapshot_new()
            draw(main, into: snapshot)
            for (index, modal) in modals.enumerated() {
                var dim = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 0.35)
                var whole = graphene_rect_t(
                    origin: graphene_point_t(x: 0, y: 0),
                    size: graphene_size_t(width: Float(width), height: Float(height)))
                // Unsafe: GTK reads the colour and the rectangle during the call only.
                gtk_snapshot_append_color(snapshot, &dim, &whole)
                let size = (Int(gtk_widget_get_width(widget(modal))), Int(gtk_widget_get_height(widget(modal))))
                let origin = frames(index + 1, size)
                gtk_snapshot_save(snapshot)
                var point = graphene_point_t(x: Float(origin.x), y: Float(origin.y))
                // Unsafe: GTK reads the point during the call only.
                gtk_snapshot_translate(snapshot, &point)
                draw(modal, into: snapshot)
                gtk_snapshot_restore(snapshot)
            }
            guard let node = gtk_snapshot_free_to_node(snapshot) else {
                throw .toolkitFailed("GTK drew nothing for the window")
            }
            defer { gsk_render_node_unref(node) }
            // Unsafe: the main window is a `GtkWindow`, which implements `GtkNative`; the renderer
            // belongs to it and outlives this call.
            let renderer = gtk_native_get_renderer(OpaquePointer(widget(main)))
            var viewport = graphene_rect_t(
                origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
            // Unsafe: GTK reads the rectangle during the call only; the texture is released below.
            guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else {
                throw .toolkitFailed("GTK could not render the window")
            }
            // Unsafe: the texture is a `GObject`, released once written.
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            guard gdk_texture_save_to_png(texture, path) != 0 else {
                throw .toolkitFailed("GTK could not write \(path)")
            }
        }

        /// Draws a window's content into a snapshot, at its own size. Unsafe: `GtkSnapshot *` is
        /// opaque to Swift; the snapshot is `writePNG`'s own, alive during the call.
        private func draw(_ window: NativeWidget, into snapshot: OpaquePointer?) {
            // Unsafe: the paintable draws the widget as it is now and is released at once.
            let paintable = gtk_widget_paintable_new(widget(window))
            defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
            gdk_paintable_snapshot(
                paintable, snapshot, Double(gtk_widget_get_width(widget(window))),
                Double(gtk_widget_get_height(widget(window))))
        }

        // MARK: GTK's main loop and signals

        /// Runs GTK's main loop until nothing is pending and every window is laid out.
        func settle() {
            _ = iterate(until: { false }, seconds: 0.05)
        }

        /// Runs GTK's main loop until `done` holds or the time is up.
        ///
        /// - Returns: Whether `done` held.
        private func iterate(until done: () -> Bool, seconds: Double) -> Bool {
            let deadline = g_get_monotonic_time() + Int(seconds * 1_000_000)
            while !done() {
                if g_main_context_iteration(nil, 0) == 0 {
                    if g_get_monotonic_time() > deadline { return false }
                    g_usleep(2_000)
                }
            }
            return true
        }

        /// Connects a signal to a handler, through a C callback that finds it by its tag.
        ///
        /// - Returns: The tag.
        private func connect(
            _ target: NativeWidget, _ signal: String, _ callback: GCallback,
            _ event: @escaping @MainActor (NativeEvent) -> Void
        ) -> Int {
            let tag = Self.nextTag
            Self.nextTag += 1
            Self.handlers[tag] = event
            tags.append(tag)
            // Unsafe: the tag travels to the callback as the pointer-sized user data GTK hands
            // back; it is a number, never dereferenced.
            g_signal_connect_data(
                UnsafeMutableRawPointer(target.pointer), signal, callback, UnsafeMutableRawPointer(bitPattern: tag),
                nil,
                GConnectFlags(0))
            return tag
        }

        /// Runs the handler of a tag, from a C callback on GTK's (the main) thread.
        private static func fire(_ tag: Int, _ event: NativeEvent) {
            fired.insert(tag)
            handlers[tag]?(event)
        }

        /// `clicked(GtkButton *, gpointer)`.
        private static let clickedCallback: GCallback = {
            // Unsafe: the C function GTK calls, with the button and the user data as pointers.
            let clicked: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
                // Unsafe: GTK emits signals on the main thread, where the toolkit runs; the user
                // data is the tag `connect` passed.
                let tag = Int(bitPattern: data)
                MainActor.assumeIsolated { fire(tag, .clicked) }
            }
            // Unsafe: GTK's `GCallback` is a generic function pointer that `g_signal_connect_data`
            // calls with the signal's own arguments, which `clicked` declares.
            return unsafeBitCast(clicked, to: GCallback.self)
        }()

        /// `changed(GtkEditable *, gpointer)`.
        private static let changedCallback: GCallback = {
            // Unsafe: the C function GTK calls, with the editable and the user data as pointers.
            let changed: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { editable, data in
                // Unsafe: as `clickedCallback`; the editable is the entry whose text changed, read
                // while GTK holds it.
                let text = editable.map { String(cString: gtk_editable_get_text($0)) } ?? ""
                let tag = Int(bitPattern: data)
                MainActor.assumeIsolated { fire(tag, .changed(text)) }
            }
            // Unsafe: as `clickedCallback`, for `changed`'s arguments.
            return unsafeBitCast(changed, to: GCallback.self)
        }()

        /// `notify::active(GObject *, GParamSpec *, gpointer)`.
        private static let toggledCallback: GCallback = {
            // Unsafe: the C function GTK calls, with the object, the property and the user data as pointers.
            let toggled: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
                toggle, _, data in
                // Unsafe: as `clickedCallback`; the object is the switch that was flipped.
                let isOn = toggle.map { gtk_switch_get_active($0) != 0 } ?? false
                let tag = Int(bitPattern: data)
                MainActor.assumeIsolated { fire(tag, .toggled(isOn)) }
            }
            // Unsafe: as `clickedCallback`, for `notify`'s arguments.
            return unsafeBitCast(toggled, to: GCallback.self)
        }()

        // MARK: C types

        /// A window with a title bar of its own (a header bar without window buttons, so a
        /// screenshot shows the app, not a desktop's decorations).
        private static func window(title: String, width: Int, height: Int, transientFor parent: NativeWidget?)
            -> NativeWidget
        {
            let window = Self.made(gtk_window_new())
            gtk_window_set_title(Self.window(window), title)
            gtk_window_set_default_size(Self.window(window), Int32(width), Int32(height))
            if let parent {
                gtk_window_set_transient_for(Self.window(window), Self.window(parent))
                gtk_window_set_modal(Self.window(window), 1)
            }
            return window
        }

        /// A token for a widget GTK just made. Unsafe: the token keeps GTK's `GtkWidget *`, which
        /// every `gtk_…_new` returns; GTK never returns `NULL` from them.
        private static func made(_ widget: UnsafeMutablePointer<GtkWidget>!) -> NativeWidget {
            // Unsafe: as above.
            NativeWidget(pointer: OpaquePointer(widget))
        }

        /// The widget as GTK's `GtkWidget *`. Unsafe: the C type GTK's functions take; every token
        /// holds a `GtkWidget *`.
        private func widget(_ widget: NativeWidget) -> UnsafeMutablePointer<GtkWidget> {
            // Unsafe: as above.
            UnsafeMutablePointer<GtkWidget>(widget.pointer)
        }

        /// The window as GTK's `GtkWindow *`. Unsafe: the C type GTK's window functions take; only
        /// `window(title:…)` makes these tokens, each from `gtk_window_new`.
        private static func window(_ window: NativeWidget) -> UnsafeMutablePointer<GtkWindow> {
            // Unsafe: as above.
            UnsafeMutablePointer<GtkWindow>(window.pointer)
        }

        private func setMargin(_ target: NativeWidget, _ margin: Int) {
            guard margin > 0 else { return }
            gtk_widget_set_margin_top(widget(target), Int32(margin))
            gtk_widget_set_margin_bottom(widget(target), Int32(margin))
            gtk_widget_set_margin_start(widget(target), Int32(margin))
            gtk_widget_set_margin_end(widget(target), Int32(margin))
        }
    }
#endif
