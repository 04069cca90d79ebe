public import UIToolkitInterface

extension UIToolkit {
    /// Applies a user gesture to the model, as UIKit does, on the topmost visible part of the
    /// hierarchy: toolkits with UIKit's semantics share it. Observers see the change with its
    /// `gesture` set, so code that tracks the hierarchy (the router's navigation state and hooks)
    /// learns about it.
    ///
    /// - Throws: `HierarchyError.gestureNotApplicable` when nothing visible can take it.
    public func applyToModel(_ gesture: UserGesture) throws(HierarchyError) {
        switch gesture {
        case .back, .swipeBack:
            guard let stack = visibleScreens.last(where: { $0 is StackContainer }) as? StackContainer else {
                throw .gestureNotApplicable(gesture, reason: "no navigation stack is visible")
            }
            guard stack.screens.count > 1 else {
                throw .gestureNotApplicable(gesture, reason: "\(stack.name) shows its root, there is no back")
            }
            _ = try stack.pop(gesture: gesture)
        case .tabTap(let index):
            guard let tabs = visibleScreens.last(where: { $0 is TabContainer }) as? TabContainer else {
                throw .gestureNotApplicable(gesture, reason: "no tab bar is visible")
            }
            guard tabs.tabs.indices.contains(index) else {
                throw .gestureNotApplicable(
                    gesture,
                    reason: "\(tabs.name) has \(tabs.tabs.count) tab\(tabs.tabs.count == 1 ? "" : "s") (0-based)")
            }
            try tabs.select(index, gesture: gesture)
        case .swipeDown:
            guard let top = root?.topmostPresentedInSubtree, let style = top.modalStyle else {
                throw .gestureNotApplicable(gesture, reason: "nothing is presented")
            }
            guard style.isDismissibleByGesture else {
                throw .gestureNotApplicable(
                    gesture, reason: "\(top.name) is presented \(style) and cannot be swiped down")
            }
            try top.dismiss(gesture: gesture)
        }
    }
}
