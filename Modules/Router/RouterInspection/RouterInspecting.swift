/// What the router shows of itself to what inspects the running app (the CLI, the flows'
/// checks): its tables, the navigation state and its events. Only the composition root holds
/// the concrete router; everything else sees it through this protocol and `Routing`.
///
/// ```swift
/// let token = app.router.observe { event in print(event) }
/// print(app.router.navigationState.routeIdentifiers)
/// app.router.removeObserver(token)
/// ```
@MainActor
public protocol RouterInspecting: AnyObject {
    /// The navigation state, derived from the window now.
    var navigationState: NavigationState { get }
    /// Every registered route, sorted by identifier.
    var routeTable: [RouteInfo] { get }
    /// Every feature bound to a route or providing a screen module, sorted by name.
    var featureTable: [FeatureInfo] { get }
    /// Every registered dependency, sorted by type name, with its scope and provider.
    var dependencyTable: [DependencyInfo] { get }
    /// The types of the weak-shared dependencies whose instance is alive now: after the
    /// hierarchy that used them is released, none should be.
    var liveWeakSharedTypes: [String] { get }

    /// Adds an observer of every transition, removal and error.
    ///
    /// - Returns: A token for `removeObserver(_:)`.
    @discardableResult
    func observe(_ observer: @escaping @MainActor (RouterEvent) -> Void) -> Int

    /// Removes an observer.
    func removeObserver(_ token: Int)
}
