public import UIToolkitInterface

/// A screen that records the lifecycle hooks its toolkit called, in order: how a toolkit's tests
/// check that it delivers UIKit's order (a screen keeps no history of its own; what flows read is
/// `HierarchyDriving`'s `LifecycleLog`).
@MainActor
public final class RecordingScreen: Screen {
    /// The hooks called, oldest first.
    public private(set) var lifecycle: [LifecycleEvent] = []

    public override func screenDidLoad() { lifecycle.append(.didLoad) }
    public override func screenWillAppear() { lifecycle.append(.willAppear) }
    public override func screenDidAppear() { lifecycle.append(.didAppear) }
    public override func screenWillDisappear() { lifecycle.append(.willDisappear) }
    public override func screenDidDisappear() { lifecycle.append(.didDisappear) }
}
