extension Screen {
    /// The window this screen is in, found through parents, superviews and presenters.
    public var window: (any UIToolkit)? {
        var node: Screen = self
        while true {
            if let window = node.hostWindow { return window }
            guard let next = node.parent ?? node.superview ?? node.presentingScreen else { return nil }
            node = next
        }
    }

    /// The nearest navigation stack: this screen if it is one, otherwise its closest ancestor.
    public var navigationStack: StackContainer? { nearest(StackContainer.self) }

    /// The nearest split container among this screen and its ancestors.
    public var splitContainer: SplitContainer? { nearest(SplitContainer.self) }

    /// Whether the screen is attached to a hierarchy (a parent, a presenter, a superview or a window).
    public var isInHierarchy: Bool {
        parent != nil || presentingScreen != nil || superview != nil || hostWindow != nil
    }

    /// This screen and every screen below it: children, subviews and presented screens.
    public var subtree: [Screen] {
        var result: [Screen] = [self]
        for child in children { result += child.subtree }
        for subview in subviews { result += subview.subtree }
        if let presented = presentedScreen { result += presented.subtree }
        return result
    }

    private func nearest<T: Screen>(_ type: T.Type) -> T? {
        var node: Screen? = self
        while let current = node {
            if let match = current as? T { return match }
            node = current.parent
        }
        return nil
    }

    func attachChild(_ child: Screen, at index: Int? = nil) {
        child.parent = self
        if let index { children.insert(child, at: index) } else { children.append(child) }
    }

    func detachChild(_ child: Screen) {
        children.removeAll { $0 === child }
        if child.parent === self { child.parent = nil }
    }

    func requireDetached(_ screen: Screen) throws(HierarchyError) {
        if screen.isInHierarchy { throw .alreadyInHierarchy(screen.name) }
    }

    func notify(_ change: HierarchyChange) {
        window?.hierarchyDidChange(change)
    }
}

extension Screen {
    /// Pushes a screen onto this screen's navigation stack.
    ///
    /// UIKit's `navigationController?.pushViewController` silently does nothing outside a
    /// stack; this refuses instead.
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - animated: Whether to animate; observers see it in the change.
    /// - Throws: `HierarchyError.notInNavigationStack` when this screen is in none, or what
    ///   `StackContainer.push` throws.
    public func pushInNavigationStack(_ screen: Screen, animated: Bool = true) throws(HierarchyError) {
        guard let stack = navigationStack else { throw .notInNavigationStack(name) }
        try stack.push(screen, animated: animated)
    }
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

extension Screen {
    /// The last screen of the presentation chain that starts anywhere in this subtree;
    /// `nil` when nothing under this screen is presented.
    public var topmostPresentedInSubtree: Screen? {
        var layerRoot: Screen = self
        var last: Screen?
        while let next = layerRoot.subtreeWithoutPresented.lazy.compactMap(\.presentedScreen).first {
            last = next
            layerRoot = next
        }
        return last
    }
}
