import UIToolkitInterface

/// The protocols face's live state: which module built each screen on display, and the
/// handles that follow the hierarchy. Everything is held weakly.
@MainActor
struct ScreenOwnership {
    private var owners: [ObjectIdentifier: ScreenOwner] = [:]
    private var tracked: [ObjectIdentifier: WeakTracked] = [:]

    /// Records that a module built a screen, forgetting screens that are gone.
    mutating func record(_ screen: Screen, builtBy module: String) {
        owners = owners.filter { $0.value.screen != nil }
        owners[ObjectIdentifier(screen)] = ScreenOwner(screen: screen, module: module)
    }

    /// The module that built this screen or the first screen under it.
    func module(in screen: Screen) -> String? {
        for candidate in screen.subtree {
            if let owner = owners[ObjectIdentifier(candidate)], owner.screen === candidate { return owner.module }
        }
        return nil
    }

    /// Follows a handle, so it learns when the user removes its destination.
    mutating func track(_ route: some HierarchyTracking) {
        tracked[ObjectIdentifier(route)] = WeakTracked(route: route)
    }

    /// The handles still alive, forgetting the released ones: the caller tells them the
    /// hierarchy changed (outside this state, as they may route again).
    mutating func liveTrackedRoutes() -> [any HierarchyTracking] {
        tracked = tracked.filter { $0.value.route != nil }
        return tracked.values.compactMap(\.route)
    }
}

/// Which module built a screen; weak, so the table never keeps a screen alive.
struct ScreenOwner {
    weak var screen: Screen?
    let module: String
}

/// A protocols-face handle that wants to know when the hierarchy changes.
@MainActor
protocol HierarchyTracking: AnyObject {
    /// Called after every change of the window's hierarchy.
    func hierarchyDidChange()
}

/// A weak reference to a tracked handle.
struct WeakTracked {
    weak var route: (any HierarchyTracking)?
}
