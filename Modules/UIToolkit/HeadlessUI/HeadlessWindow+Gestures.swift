import ToolkitSupport
public import UIToolkitInterface

extension HeadlessWindow {
    /// Performs a user gesture on the topmost visible part of the hierarchy, as UIKit does.
    ///
    /// Observers see the resulting change with its `gesture` set, so code that tracks the
    /// hierarchy (the router's navigation state and hooks) learns about it.
    /// - Throws: `HierarchyError.gestureNotApplicable` when nothing visible can take it.
    public func perform(_ gesture: UserGesture) throws(HierarchyError) {
        try applyToModel(gesture)
    }
}
