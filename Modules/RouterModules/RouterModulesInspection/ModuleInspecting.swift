public import RouterInspection
public import RouterModulesInterface

/// What the protocols face shows of itself to what inspects the running app (the CLI, the
/// flows): the modules registered, and hooks on one module's destinations. Features use
/// `ModuleRouting`; only the composition root holds the concrete face.
@MainActor
public protocol ModuleInspecting: ModuleRouting {
    /// Every registered module, sorted by protocol.
    var moduleTable: [ModuleInfo] { get }

    /// Adds a per-module hook: will/did perform and will/did remove of this module's
    /// destinations, user gestures included.
    ///
    /// - Parameters:
    ///   - module: The protocol whose destinations to watch.
    ///   - hook: Called with each event about them.
    /// - Returns: A token for the router's `removeObserver(_:)`; `nil` once the router is gone.
    @discardableResult
    func observe<Destination>(
        _ module: RoutableScreen<Destination>, _ hook: @escaping @MainActor (RouterEvent) -> Void
    ) -> Int?
}
