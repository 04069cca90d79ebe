public import UIToolkitInterface

extension DeclarativeScene {
    /// Writes a navigation stack's path binding, as SwiftUI's `NavigationStack(path:)` does
    /// when the user goes back: the new path must be a shorter prefix of the current one.
    ///
    /// - Parameters:
    ///   - path: The path the view wrote, bottom first.
    ///   - stack: The stack whose binding it is.
    ///   - gesture: The gesture behind the write (`.back` or `.swipeBack`).
    /// - Throws: `HierarchyError.notInContainer` for an unknown stack,
    ///   `.gestureNotApplicable` when the path is not a shorter prefix, `.cannotPopRoot`
    ///   when it is empty.
    public func setPath(_ path: [ScreenID], ofStack stack: ScreenID, by gesture: UserGesture = .back)
        throws(HierarchyError)
    {
        guard let node = node(stack), let container = screen(stack) as? StackContainer else {
            throw .notInContainer(screen: stack.description, container: "the scene")
        }
        guard let last = path.last else { throw .cannotPopRoot(stack.name) }
        guard path.count < node.content.count, Array(node.content.prefix(path.count).map(\.id)) == path,
            let top = screen(last)
        else {
            throw .gestureNotApplicable(
                gesture, reason: "a view only shortens \(stack)'s path \(node.content.map(\.id)), it wrote \(path)")
        }
        try container.pop(to: top, gesture: gesture)
    }

    /// Writes a tab view's selection binding, as `TabView(selection:)` does when the user taps
    /// a tab.
    ///
    /// - Throws: `HierarchyError.notInContainer` for an unknown tab view, `.tabOutOfRange`.
    public func setSelection(_ index: Int, ofTabs tabs: ScreenID) throws(HierarchyError) {
        guard let container = screen(tabs) as? TabContainer else {
            throw .notInContainer(screen: tabs.description, container: "the scene")
        }
        try container.select(index, gesture: .tabTap(index))
    }

    /// Sets the item binding of what a view presents to `nil`, as SwiftUI does when the user
    /// swipes a sheet or a popover down.
    ///
    /// - Throws: `HierarchyError.nothingToDismiss` when the view presents nothing,
    ///   `.gestureNotApplicable` for a full-screen cover, which no gesture dismisses.
    public func dismissPresented(by presenter: ScreenID) throws(HierarchyError) {
        guard let node = node(presenter), let presented = node.presented, let screen = screen(presenter) else {
            throw .nothingToDismiss(presenter.description)
        }
        guard presented.style.isDismissibleByGesture else {
            throw .gestureNotApplicable(
                .swipeDown, reason: "\(presented.node.id) is presented \(presented.style) and cannot be swiped down")
        }
        try screen.dismiss(gesture: .swipeDown)
    }

    /// Performs a gesture the way the rendered views take it: back shortens the path of the
    /// topmost shown stack, a tab tap writes the topmost tab view's selection, a swipe down
    /// clears the topmost presentation's item.
    ///
    /// - Throws: `HierarchyError.gestureNotApplicable` when nothing shown can take it.
    public func perform(_ gesture: UserGesture) throws(HierarchyError) {
        switch gesture {
        case .back, .swipeBack:
            guard let stack = state.topStackWithBack else {
                throw .gestureNotApplicable(gesture, reason: "no shown navigation stack has more than its root")
            }
            try setPath(stack.content.dropLast().map(\.id), ofStack: stack.id, by: gesture)
        case .tabTap(let index):
            guard let tabs = state.topTabs else { throw .gestureNotApplicable(gesture, reason: "no tab view is shown") }
            guard tabs.content.indices.contains(index) else {
                throw .gestureNotApplicable(
                    gesture,
                    reason: "\(tabs.id) has \(tabs.content.count) tab\(tabs.content.count == 1 ? "" : "s") (0-based)")
            }
            try setSelection(index, ofTabs: tabs.id)
        case .swipeDown:
            guard let (presenter, _) = state.topPresentation else {
                throw .gestureNotApplicable(gesture, reason: "nothing is presented")
            }
            try dismissPresented(by: presenter.id)
        }
    }

    /// The node with this identifier in the current state.
    func node(_ id: ScreenID) -> SceneNode? {
        func find(_ node: SceneNode) -> SceneNode? {
            if node.id == id { return node }
            for child in node.content { if let found = find(child) { return found } }
            return node.presented.flatMap { find($0.node) }
        }
        return state.root.flatMap(find)
    }
}
