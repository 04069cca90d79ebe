/// Where a protocols-face route is in its life.
public enum ModuleRouteState: String, Sendable, Hashable, CustomStringConvertible {
    /// Not performed yet, or the last perform failed.
    case unrouted
    /// Building, preparing and showing the destination.
    case routing
    /// Built and prepared by `makeDestination`, not shown.
    case prepared
    /// Shown.
    case routed
    /// Being removed.
    case removing
    /// Removed, by the handle or by the user (a back gesture, say).
    case removed

    public var description: String { rawValue }
}

/// Which call of a protocols-face route failed.
public enum ModuleRouteAction: String, Sendable, Hashable, CustomStringConvertible {
    /// Performing: build, prepare, show.
    case perform
    /// Removing what was shown.
    case remove

    public var description: String { rawValue }
}
