/// Registers the routes a module serves, the features that open them, and custom transitions.
@MainActor
public protocol RouteRegistering: AnyObject {
    /// Registers a route handler, which chooses a feature for each of its routes.
    ///
    /// - Parameter handler: The handler; its bindings name the routes it serves.
    /// - Throws: `RouterError.duplicateRegistration` when one of its routes is served already;
    ///   nothing is registered then.
    func register(_ handler: any RouteHandler) throws(RouterError)

    /// Registers a named custom transition for `Presentation.custom`.
    ///
    /// - Parameter transition: The transition and its inverse.
    /// - Throws: `RouterError.duplicateRegistration` when the name is taken.
    func registerTransition(_ transition: CustomTransition) throws(RouterError)
}

extension RouteRegistering {
    /// Serves a route with a feature, the common case of a handler with one binding.
    ///
    /// - Parameters:
    ///   - route: The route type.
    ///   - feature: The feature it opens, which builds from that route type.
    /// - Throws: `RouterError.duplicateRegistration` when the route is served already.
    public func registerRoute<Served: Route, Opened: Feature>(_ route: Served.Type, feature: Opened.Type)
        throws(RouterError) where Opened.Input == Served
    {
        try register(BoundRoutes(bindings: [RouteBinding(route, to: feature)]))
    }
}

/// A handler that opens each route with its bound feature.
struct BoundRoutes: RouteHandler {
    let bindings: [RouteBinding]
}
