#if GTK
    public import HierarchyDriving
    import ToolkitSupport
    public import UIToolkitInterface

    /// A `UIToolkit` that shows the hierarchy in a real GTK 4 window: UIKit's semantics (the
    /// visible set and the gestures are HeadlessUI's), drawn as widgets.
    ///
    /// A navigation stack is a header bar with a back button over its top screen, tabs are a
    /// bar of buttons under the selected tab, a split shows its columns side by side, and each
    /// presentation (a sheet, a popover, an alert, a full-screen cover) is a modal window of its
    /// own. Each screen's content becomes labels, buttons, entries, switches and lists. The user's
    /// actions go through the widgets: a tap activates the button (its `clicked` signal runs the
    /// element's action), typing sets an entry's text, a flip activates the switch; reading reads
    /// the widget. The window redraws from the model before each action, read or screenshot.
    @MainActor
    public final class GtkHostWindow: UIToolkit, DrivableToolkit, ScreenshotTaking {
        /// The root screen.
        public private(set) var root: Screen?
        /// Incremented whenever the hierarchy or a screen's content changes.
        public private(set) var revision = 0
        private var visible: [Screen] = []
        private var observers = HierarchyObservers()
        private let native: GtkNative
        /// The revision the widgets show.
        private var drawnRevision = -1
        /// The widget of each control the windows show, by screen and identifier.
        private var controls: [ControlKey: NativeControl] = [:]
        /// The back button and the tab buttons shown now, with their signals' tags.
        private var backButton: (NativeWidget, tag: Int)?
        private var tabButtons: [(NativeWidget, tag: Int)] = []
        /// What a gesture made through a widget threw, for `perform(_:)` to rethrow.
        private var gestureError: HierarchyError?

        /// The size of the main window: a phone's, in points.
        static let size = (width: 390, height: 720)

        /// Opens a GTK window (`GTK_A11Y=none` keeps GTK from looking for the accessibility bus).
        ///
        /// - Throws: `HierarchyError.toolkitFailed` when GTK cannot open a display (run under
        ///   `xvfb-run -a` on a machine without one).
        public init() throws(HierarchyError) {
            native = try GtkNative(title: "Horizon", width: Self.size.width, height: Self.size.height)
        }

        isolated deinit {
            native.close()
        }

        /// Screens visible now, from the root upwards through the presentation chain.
        public var visibleScreens: [Screen] { visible }

        /// Replaces the root screen.
        ///
        /// - Throws: `HierarchyError.alreadyInHierarchy` when the screen has a place elsewhere.
        public func setRoot(_ screen: Screen?) throws(HierarchyError) {
            let change = try Screen.replaceRoot(root, with: screen, in: self)
            root = screen
            hierarchyDidChange(change)
        }

        /// Registers an observer of hierarchy changes.
        @discardableResult
        public func addObserver(_ observer: @escaping HierarchyObserver) -> ObserverToken {
            observers.add(observer)
        }

        /// Unregisters an observer.
        public func removeObserver(_ token: ObserverToken) {
            observers.remove(token)
        }

        /// Works out the visible set as UIKit does, delivers the lifecycle events and tells observers;
        /// the widgets follow before the next action, read or screenshot.
        public func hierarchyDidChange(_ change: HierarchyChange) {
            revision += 1
            let old = visible
            visible = Screen.visibleInUIKit(root: root)
            Screen.deliverAppearance(from: old, to: visible)
            observers.notify(change)
        }

        /// Notes a change of a screen's content; the widgets follow.
        public func contentDidChange() {
            revision += 1
        }

        /// Performs a gesture: the back button and the tab buttons are clicked as widgets; the
        /// swipes, which GTK has no widget for, change the model as HeadlessUI's do.
        ///
        /// - Throws: `HierarchyError.gestureNotApplicable` when nothing visible can take it.
        public func perform(_ gesture: UserGesture) throws(HierarchyError) {
            draw()
            let button: (NativeWidget, tag: Int)?
            switch gesture {
            case .back: button = backButton
            case .tabTap(let index): button = tabButtons.indices.contains(index) ? tabButtons[index] : nil
            case .swipeBack, .swipeDown: button = nil
            }
            guard let button else { return try applyToModel(gesture) }
            gestureError = nil
            guard native.activate(button.0, tag: button.tag) else {
                throw .toolkitFailed("GTK did not click the button for \(gesture)")
            }
            if let gestureError { throw gestureError }
        }

        /// Performs the user's action on the widget of a control a visible screen shows.
        ///
        /// - Throws: `DrivingError.controlNotShown` when no visible screen shows it,
        ///   `.controlNotApplicable` when its widget cannot take the action.
        public func perform(_ action: UserAction) throws(DrivingError) {
            draw()
            let (screen, control) = try shownControl(action.control)
            switch (action, control.kind) {
            case (.tap, .button(let tag)), (.flip, .toggle(let tag)):
                guard native.activate(control.widget, tag: tag) else {
                    throw .toolkitFailed("GTK did not activate '\(action.control)' on \(screen.name)")
                }
            case (.type(let text, _), .entry): native.type(text, into: control.widget)
            default: throw .controlNotApplicable(action, screen: screen.name)
            }
        }

        /// What the widget of a control on a visible screen shows.
        ///
        /// - Throws: `DrivingError.controlNotShown` when no visible screen shows it.
        public func displayedValue(of control: String) throws(DrivingError) -> String {
            draw()
            return value(of: try shownControl(control).control)
        }

        /// Writes a PNG of the window, each presentation's window over it, rendered by GTK.
        ///
        /// - Throws: `DrivingError.toolkitFailed` when GTK could not render or write it.
        public func writeScreenshot(toPNG path: String) throws(DrivingError) {
            draw()
            let styles = LayerPlan.layers(root: root).map(\.style)
            try native.writePNG(to: path) { index, size in
                Self.frame(of: styles[index], size: size)
            }
        }

        /// The texts a window of the host shows (0 the main one, then each presentation's), as
        /// GTK draws them: for tests that check what a person reads, and nothing else, is there.
        func shownTexts(inWindow index: Int) -> [String] {
            draw()
            return native.labelTexts(inWindow: index)
        }

        // MARK: Drawing

        /// Makes the widgets show the model, when it changed since they were made.
        private func draw() {
            guard drawnRevision != revision else { return }
            native.disconnect()
            controls = [:]
            backButton = nil
            tabButtons = []
            let layers = LayerPlan.layers(root: root)
            // An empty window still shows, saying so, so a screenshot of it is a picture too.
            let shown =
                layers.isEmpty
                ? [
                    (
                        "Horizon",
                        native.box(
                            vertical: true, spacing: 0, margin: 16, [native.label("(empty)", style: "dim-label")])
                    )
                ]
                : layers.map { layer in (Self.windowTitle(of: layer), widget(for: layer)) }
            native.show(shown, size: { index in Self.windowSize(of: layers[index].style) })
            drawnRevision = revision
        }

        /// A layer's widgets: what its screens show, and nothing else. How it was presented is
        /// its window's title, size and place (a popover small and high, a sheet from the
        /// bottom), as on a phone: no caption over the screen's own controls.
        private func widget(for layer: LayerPlan) -> NativeWidget {
            widget(for: layer.body)
        }

        private func widget(for plan: WidgetPlan) -> NativeWidget {
            switch plan {
            case .stack(let title, let canGoBack, let top):
                if canGoBack {
                    backButton = native.button("‹ Back", style: "flat") { [weak self] _ in self?.gesture(.back) }
                }
                let bar = native.bar(title: title, back: backButton?.0)
                return native.box(vertical: true, spacing: 0, margin: 0, [bar, native.expanding(widget(for: top))])
            case .tabs(let titles, let selected, let content):
                tabButtons = titles.enumerated().map { index, title in
                    native.button(title, style: index == selected ? "suggested-action" : "flat") { [weak self] _ in
                        self?.gesture(.tabTap(index))
                    }
                }
                let bar = native.box(vertical: false, spacing: 6, margin: 6, homogeneous: true, tabButtons.map(\.0))
                let body = content.map { native.expanding(widget(for: $0)) }
                return native.box(vertical: true, spacing: 0, margin: 0, (body.map { [$0] } ?? []) + [bar])
            case .split(let columns):
                let widgets = columns.map { native.expanding(widget(for: $0)) }
                let separated = widgets.flatMap { [native.separator(), $0] }.dropFirst()
                return native.box(vertical: false, spacing: 0, margin: 0, Array(separated))
            case .screen(let screen):
                let title = screen.title.map { [native.label($0, style: "title-2")] } ?? []
                let elements = screen.elements.map { widget(for: $0, on: screen.screen) }
                return native.box(
                    vertical: true, spacing: 10, margin: 16, title + elements + screen.embedded.map(widget(for:)))
            }
        }

        private func widget(for element: ScreenElement, on screen: Screen) -> NativeWidget {
            let key = ControlKey(screen: ObjectIdentifier(screen), id: element.id)
            let control: NativeControl
            var shown: NativeWidget?
            switch element.kind {
            case .text(let text):
                control = NativeControl(widget: native.label(text), kind: .label)
            case .button(let title, let action):
                let (button, tag) = native.button(title) { _ in action() }
                control = NativeControl(widget: button, kind: .button(tag))
            case .field(let label, let text, let isSecure, let onChange):
                let (entry, tag) = native.entry(text: text, isSecure: isSecure) { event in
                    if case .changed(let text) = event { onChange(text) }
                }
                control = NativeControl(widget: entry, kind: .entry(tag, isSecure: isSecure))
                shown = native.box(
                    vertical: true, spacing: 4, margin: 0, [native.label(label, style: "dim-label"), entry])
            case .toggle(let label, let isOn, let onChange):
                let (toggle, tag) = native.toggle(isOn: isOn) { event in
                    if case .toggled(let isOn) = event { onChange(isOn) }
                }
                control = NativeControl(widget: toggle, kind: .toggle(tag))
                shown = native.box(vertical: false, spacing: 8, margin: 0, [native.label(label), toggle])
            case .list(let rows):
                let widgets = rows.map { widget(for: $0, on: screen) }
                control = NativeControl(
                    widget: native.list(widgets),
                    kind: .list(rows.map { ControlKey(screen: ObjectIdentifier(screen), id: $0.id) }))
            }
            controls[key] = control
            return shown ?? control.widget
        }

        /// A gesture made through a widget: it changes the model; what it throws waits for `perform`.
        private func gesture(_ gesture: UserGesture) {
            do { try applyToModel(gesture) } catch { gestureError = error }
        }

        // MARK: Reading

        /// The control on the topmost visible screen that shows it, and that screen.
        private func shownControl(_ id: String) throws(DrivingError) -> (screen: Screen, control: NativeControl) {
            let screen = try shownElement(id).screen
            guard let control = controls[ControlKey(screen: ObjectIdentifier(screen), id: id)],
                native.isDrawn(control.widget)
            else {
                throw .toolkitFailed("GTK shows no widget for '\(id)' on \(screen.name)")
            }
            return (screen, control)
        }

        private func value(of control: NativeControl) -> String {
            switch control.kind {
            case .label: native.text(ofLabel: control.widget)
            case .button: native.title(ofButton: control.widget)
            case .entry(_, let isSecure):
                isSecure
                    ? String(repeating: "•", count: native.text(ofEntry: control.widget).count)
                    : native.text(ofEntry: control.widget)
            case .toggle: native.isOn(control.widget) ? "on" : "off"
            case .list(let rows): rows.compactMap { controls[$0].map(value(of:)) }.joined(separator: "\n")
            }
        }

        // MARK: Windows

        private static func windowTitle(of layer: LayerPlan) -> String {
            guard let style = layer.style else { return "Horizon" }
            return "\(layer.name) · \(style)"
        }

        /// How big a presentation's window is: a sheet nearly the phone's size, a popover smaller.
        private static func windowSize(of style: ModalStyle?) -> (Int, Int) {
            switch style {
            case .popover?: (size.width - 60, -1)
            case .sheet?: (size.width - 24, size.height - 60)
            default: (size.width, size.height)
            }
        }

        /// Where a presentation's window sits over the main one in a screenshot.
        private static func frame(of style: ModalStyle?, size: (width: Int, height: Int)) -> (x: Int, y: Int) {
            switch style {
            case .popover?: ((Self.size.width - size.width) / 2, (Self.size.height - size.height) / 3)
            case .sheet?: ((Self.size.width - size.width) / 2, Self.size.height - size.height)
            default: (0, 0)
            }
        }
    }

    /// A control's place: its screen and its identifier there.
    struct ControlKey: Hashable {
        let screen: ObjectIdentifier
        let id: String
    }

    /// A control's widget and what it is.
    struct NativeControl {
        /// What kind of widget, with its signal's tag.
        enum Kind {
            case label
            case button(Int)
            case entry(Int, isSecure: Bool)
            case toggle(Int)
            case list([ControlKey])
        }

        let widget: NativeWidget
        let kind: Kind
    }
#endif
