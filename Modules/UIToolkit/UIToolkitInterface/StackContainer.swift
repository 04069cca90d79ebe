/// A navigation stack of the model (`UINavigationController`, SwiftUI's `NavigationStack(path:)`): only the top screen visible.
@MainActor
public final class StackContainer: Screen {
    /// Creates a stack with the given screens, bottom first.
    ///
    /// - Parameters:
    ///   - screens: The initial stack; may be empty until `setStack` or `push`.
    ///   - name: The name shown in text trees.
    public init(_ screens: [Screen] = [], name: String = "StackContainer") {
        super.init(name: name)
        for screen in screens where !screen.isInHierarchy { attachChild(screen) }
    }

    override public var kind: ScreenKind { .navigationStack }
    override var managesChildren: Bool { true }
    override public var visibleChildren: [Screen] { children.last.map { [$0] } ?? [] }

    /// The screens, bottom to top.
    public var screens: [Screen] { children }
    /// The visible screen.
    public var top: Screen? { children.last }
    /// The bottom screen.
    public var root: Screen? { children.first }

    /// Pushes a screen on top.
    ///
    /// - Parameters:
    ///   - screen: The screen to push; it must not be in a hierarchy already.
    ///   - animated: Whether to animate; observers see it in the change.
    /// - Throws: `HierarchyError.alreadyInStack`, `.alreadyInHierarchy`, or
    ///   `.cannotPushNavigationStack`.
    public func push(_ screen: Screen, animated: Bool = true) throws(HierarchyError) {
        if children.contains(where: { $0 === screen }) { throw .alreadyInStack(screen.name) }
        if screen is StackContainer { throw .cannotPushNavigationStack(screen.name) }
        try requireDetached(screen)
        attachChild(screen)
        notify(HierarchyChange(action: .push, added: [screen], container: self, animated: animated))
    }

    /// Pops the top screen.
    ///
    /// - Parameters:
    ///   - gesture: The user's gesture behind it, when a toolkit pops for a back gesture;
    ///     observers see it in the change.
    ///   - animated: Whether to animate; observers see it in the change.
    /// - Returns: The popped screen.
    /// - Throws: `HierarchyError.cannotPopRoot` when only the root is left.
    @discardableResult
    public func pop(gesture: UserGesture? = nil, animated: Bool = true) throws(HierarchyError) -> Screen {
        guard children.count > 1, let top = children.last else {
            throw .cannotPopRoot(children.last?.name ?? name)
        }
        _ = popAbove(children.count - 2, gesture: gesture, animated: animated)
        return top
    }

    /// Pops every screen above the given one.
    ///
    /// - Parameters:
    ///   - screen: The screen to leave on top.
    ///   - gesture: The user's gesture behind it, when a toolkit pops for one (UIKit's back
    ///     button, SwiftUI's path binding written shorter); observers see it in the change.
    ///   - animated: Whether to animate; observers see it in the change.
    /// - Returns: The popped screens, bottom to top; empty when `screen` is already on top.
    /// - Throws: `HierarchyError.notInContainer` when the screen is not in this stack.
    @discardableResult
    public func pop(to screen: Screen, gesture: UserGesture? = nil, animated: Bool = true) throws(HierarchyError)
        -> [Screen]
    {
        guard let index = children.firstIndex(where: { $0 === screen }) else {
            throw .notInContainer(screen: screen.name, container: name)
        }
        return popAbove(index, gesture: gesture, animated: animated)
    }

    /// Pops every screen above the root.
    ///
    /// - Parameter animated: Whether to animate; observers see it in the change.
    /// - Returns: The popped screens, bottom to top.
    /// - Throws: `HierarchyError.emptyContainer` when the stack is empty.
    @discardableResult
    public func popToRoot(animated: Bool = true) throws(HierarchyError) -> [Screen] {
        guard !children.isEmpty else { throw .emptyContainer(name) }
        return popAbove(0, gesture: nil, animated: animated)
    }

    /// Replaces the whole stack; screens already in it keep their instance.
    ///
    /// - Throws: `HierarchyError.emptyContainer`, `.alreadyInStack` for a duplicate,
    ///   `.alreadyInHierarchy` for a screen placed elsewhere, `.cannotPushNavigationStack`.
    public func setStack(_ screens: [Screen]) throws(HierarchyError) {
        guard !screens.isEmpty else { throw .emptyContainer(name) }
        for (index, screen) in screens.enumerated() {
            if screens[..<index].contains(where: { $0 === screen }) { throw .alreadyInStack(screen.name) }
            if screen is StackContainer { throw .cannotPushNavigationStack(screen.name) }
            if screen.parent !== self { try requireDetached(screen) }
        }
        let removed = children.filter { old in !screens.contains { $0 === old } }
        let added = screens.filter { new in !children.contains { $0 === new } }
        for screen in removed { detachChild(screen) }
        for screen in added { screen.parent = self }
        children = screens
        notify(HierarchyChange(action: .setStack, added: added, removed: removed, container: self))
    }

    private func popAbove(_ index: Int, gesture: UserGesture?, animated: Bool) -> [Screen] {
        let popped = Array(children[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        for screen in popped { detachChild(screen) }
        notify(HierarchyChange(action: .pop, removed: popped, container: self, gesture: gesture, animated: animated))
        return popped
    }
}
