public import HierarchyDriving
import ToolkitSupport
public import UIToolkitInterface

/// DeclarativeUI's window, a `UIToolkit` in the style of SwiftUI: after every change of the
/// model it derives the hierarchy as a value, `state`, hands it to the view layer, and works
/// out visibility and lifecycle events from that value, as SwiftUI sends `onAppear` and
/// `onDisappear` for the views its new state shows or hides. The user's gestures arrive as
/// writes to the bindings the views read (`setPath`, `setSelection`, `dismissPresented`),
/// which the scene turns back into changes of the model.
@MainActor
public final class DeclarativeScene: UIToolkit, DrivableToolkit {
    /// The root screen.
    public private(set) var root: Screen?
    /// Incremented whenever the hierarchy or a screen's content changes.
    public private(set) var revision = 0
    /// The hierarchy as a value: what the view layer renders.
    public private(set) var state = SceneState()
    private var visible: [Screen] = []
    private var observers = HierarchyObservers()
    private var views: [ObserverToken: @MainActor (SceneState) -> Void] = [:]
    private var nextView = 0
    /// The screens in the hierarchy, by the identifier the view layer knows them by.
    private var screens: [ScreenID: WeakScreen] = [:]
    private var identifiers: [ObjectIdentifier: ScreenID] = [:]
    private var lastNumber = 0

    /// Creates an empty scene.
    public init() {}

    /// Screens visible now, from the root upwards through the presentations: the screens the
    /// state's `visible` identifiers name.
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
    ///
    /// - Returns: A token for `removeObserver(_:)`.
    @discardableResult
    public func addObserver(_ observer: @escaping HierarchyObserver) -> ObserverToken {
        observers.add(observer)
    }

    /// Unregisters an observer.
    public func removeObserver(_ token: ObserverToken) {
        observers.remove(token)
    }

    /// Registers a view layer: it gets the state now and each new state after a change, as a
    /// SwiftUI view's body is evaluated again when the state it reads changes.
    ///
    /// - Returns: A token for `removeView(_:)`.
    @discardableResult
    public func addView(_ render: @escaping @MainActor (SceneState) -> Void) -> ObserverToken {
        nextView += 1
        let token = ObserverToken(id: nextView)
        views[token] = render
        render(state)
        return token
    }

    /// Unregisters a view layer.
    public func removeView(_ token: ObserverToken) {
        views[token] = nil
    }

    /// The screen the view layer knows by this identifier, while it is in the hierarchy.
    public func screen(_ id: ScreenID) -> Screen? {
        screens[id]?.screen
    }

    /// Derives the new state, delivers lifecycle events for what it shows and hides, renders
    /// the views and tells observers.
    public func hierarchyDidChange(_ change: HierarchyChange) {
        revision += 1
        render()
        observers.notify(change)
    }

    /// Derives the new state for a content change; nothing appears or disappears.
    public func contentDidChange() {
        revision += 1
        render()
    }

    private func render() {
        let old = state
        state = SceneState(root: root.map(node))
        let present = Set(state.root.map(Self.identifiers) ?? [])
        screens = screens.filter { present.contains($0.key) }
        identifiers = identifiers.filter { present.contains($0.value) }
        let before = visible
        visible = state.visible.compactMap(screen)
        Screen.deliverAppearance(from: before, to: visible)
        guard state != old else { return }
        for token in views.keys.sorted(by: { $0.id < $1.id }) { views[token]?(state) }
    }

    private func node(_ screen: Screen) -> SceneNode {
        SceneNode(
            id: id(of: screen), kind: screen.kind,
            title: screen.content.title == screen.name ? nil : screen.content.title,
            content: (screen.children + screen.subviews).map(node),
            selection: (screen as? TabContainer)?.selectedIndex,
            presented: screen.presentedScreen.map { presented in
                SceneNode.Presentation(style: presented.modalStyle ?? .fullScreen, node: node(presented))
            })
    }

    private func id(of screen: Screen) -> ScreenID {
        if let id = identifiers[ObjectIdentifier(screen)], screens[id]?.screen === screen { return id }
        lastNumber += 1
        let id = ScreenID(name: screen.name, number: lastNumber)
        identifiers[ObjectIdentifier(screen)] = id
        screens[id] = WeakScreen(screen: screen)
        return id
    }

    private static func identifiers(in node: SceneNode) -> [ScreenID] {
        [node.id] + node.content.flatMap(identifiers) + (node.presented.map { identifiers(in: $0.node) } ?? [])
    }
}
