/// The headless `UIWindow`: holds the root screen, delivers lifecycle events and tells
/// observers about every change of its hierarchy.
@MainActor
public final class Window {
    /// Receives every hierarchy change, including those made by user gestures.
    public typealias Observer = @MainActor (HierarchyChange) -> Void

    /// The root screen.
    public private(set) var root: Screen?
    private var visible: [Screen] = []
    private var observers: [ObserverToken: Observer] = [:]
    private var nextToken = 0
    /// Incremented whenever the hierarchy or a screen's content changes.
    public private(set) var revision = 0
    /// Every screen that has been in this hierarchy, held weakly (see `screensEverShown`).

    /// Creates an empty window.
    public init() {}

    /// Replaces the root screen.
    ///
    /// - Throws: `HeadlessUIError.alreadyInHierarchy` when the screen has a place elsewhere.
    public func setRoot(_ screen: Screen?) throws(HeadlessUIError) {
        if let screen, screen !== root, screen.isInHierarchy { throw .alreadyInHierarchy(screen.name) }
        let previous = root
        previous?.hostWindow = nil
        root = screen
        screen?.hostWindow = self
        hierarchyDidChange(
            HierarchyChange(
                action: .setRoot, added: screen.map { [$0] } ?? [],
                removed: previous.flatMap { $0 === screen ? nil : [$0] } ?? [], container: nil))
    }

    /// Registers an observer of hierarchy changes.
    ///
    /// - Returns: A token for `removeObserver(_:)`.
    @discardableResult
    public func addObserver(_ observer: @escaping Observer) -> ObserverToken {
        nextToken += 1
        let token = ObserverToken(id: nextToken)
        observers[token] = observer
        return token
    }

    /// Unregisters an observer.
    public func removeObserver(_ token: ObserverToken) {
        observers[token] = nil
    }

    /// Screens visible now, from the root upwards through the presentation chain.
    public var visibleScreens: [Screen] { visible }

    /// The topmost visible screen that is not a container.
    public var topScreen: Screen? {
        visible.last { $0.kind == .screen }
    }

    /// The screens alive now that have been in this window's hierarchy at some point: what a
    /// leak check compares with the hierarchy, without the screens of other windows.
    ///
    /// Each screen remembers the windows it was shown in, and `ScreenTracker` knows the live
    /// screens, so the window keeps no entry per screen: a screen gone leaves nothing behind.
    /// (An entry per screen, pruned now and then, kept a weak reference's side table alive
    /// per dead screen; the fuzzer saw more allocations than frees on every input.)
    public var screensEverShown: [Screen] {
        let window = ObjectIdentifier(self)
        return ScreenTracker.shared.liveScreens.filter { $0.windowsShownIn.contains(window) }
    }

    func hierarchyDidChange(_ change: HierarchyChange) {
        revision += 1
        let window = ObjectIdentifier(self)
        for screen in change.added.flatMap(\.subtree) { screen.windowsShownIn.insert(window) }
        updateAppearance()
        for token in observers.keys.sorted(by: { $0.id < $1.id }) {
            observers[token]?(change)
        }
    }

    func contentDidChange() {
        revision += 1
    }

    private func updateAppearance() {
        let now = computeVisible()
        let disappearing = visible.filter { old in !now.contains { $0 === old } }
        let appearing = now.filter { new in !visible.contains { $0 === new } }
        visible = now
        for screen in disappearing { screen.deliver(.willDisappear) }
        for screen in appearing {
            screen.loadIfNeeded()
            screen.deliver(.willAppear)
        }
        for screen in disappearing { screen.deliver(.didDisappear) }
        for screen in appearing { screen.deliver(.didAppear) }
    }

    /// Visible screens: each presentation layer's visible subtree, from the last layer that
    /// hides what is beneath it (the root, a full-screen or a custom presentation) upwards.
    private func computeVisible() -> [Screen] {
        guard let root else { return [] }
        var layers: [[Screen]] = []
        var layerRoot: Screen? = root
        while let current = layerRoot {
            layers.append(Self.visibleSubtree(of: current))
            layerRoot = current.subtreeWithoutPresented.lazy.compactMap(\.presentedScreen).first
        }
        let opaque = layers.lastIndex { layer in layer.first?.modalStyle?.keepsPresenterVisible != true } ?? 0
        return layers[opaque...].flatMap { $0 }
    }

    private static func visibleSubtree(of screen: Screen) -> [Screen] {
        var result = [screen]
        for child in screen.visibleChildren { result += visibleSubtree(of: child) }
        for subview in screen.subviews { result += visibleSubtree(of: subview) }
        return result
    }
}

/// Identifies a registered window observer.
public struct ObserverToken: Hashable, Sendable {
    let id: Int
}

extension Screen {
    /// This screen, its children and subviews, without following presentations.
    public var subtreeWithoutPresented: [Screen] {
        var result: [Screen] = [self]
        for child in children { result += child.subtreeWithoutPresented }
        for subview in subviews { result += subview.subtreeWithoutPresented }
        return result
    }
}
