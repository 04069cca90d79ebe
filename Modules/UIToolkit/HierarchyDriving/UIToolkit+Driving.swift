public import UIToolkitInterface

extension UIToolkit {
    /// The element with this identifier on the topmost visible screen that shows it.
    ///
    /// - Throws: `DrivingError.controlNotShown`, naming the screen that declares it while
    ///   hidden, or the top screen when none does.
    public func shownElement(_ control: String) throws(DrivingError) -> (screen: Screen, element: ScreenElement) {
        for screen in visibleScreens.reversed() {
            if let element = screen.content.element(control) { return (screen, element) }
        }
        let hidden = (root?.subtree ?? []).first { $0.content.element(control) != nil }
        throw .controlNotShown(
            control, screen: hidden?.name ?? topScreen?.name ?? "the empty window", hidden: hidden != nil)
    }

    /// The topmost visible screen that is not a container.
    public var topScreen: Screen? {
        visibleScreens.last { $0.kind == .screen }
    }

    /// Waits until every screen in the window finished the work it started (`startTask`),
    /// including work that work started: how flows, examples and tests wait for content to load.
    public func settle() async {
        var pending = true
        while pending {
            for screen in root?.subtree ?? [] { await screen.settle() }
            pending = (root?.subtree ?? []).contains { $0.hasPendingTasks }
        }
    }
}

extension Screen {
    /// Waits until every task started with `startTask` has finished, including tasks those
    /// tasks started.
    public func settle() async {
        while let tasks = takePendingTasks() {
            for task in tasks { await task.value }
        }
    }
}
