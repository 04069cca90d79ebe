import RouterInterface

/// The routes face's state: which handler serves each route identifier.
@MainActor
struct RouteHandlerTable {
    private var handlers: [String: any RouteHandler] = [:]
    /// Each registered handler once, in registration order.
    private var registered: [any RouteHandler] = []

    /// Files a handler for every route it binds.
    ///
    /// - Parameter add: Runs for each binding before it is filed (the registry records the route type).
    /// - Throws: `RouterError.duplicateRegistration` when one of its routes is served already;
    ///   nothing is filed then. What `add` throws.
    mutating func add(_ handler: any RouteHandler, each add: (RouteBinding) throws(RouterError) -> Void)
        throws(RouterError)
    {
        for binding in handler.bindings where handlers[binding.route.identifier] != nil {
            throw .duplicateRegistration(.route(binding.route.routeIdentifier))
        }
        for binding in handler.bindings {
            try add(binding)
            handlers[binding.route.identifier] = handler
        }
        registered.append(handler)
    }

    /// The handler serving a route identifier.
    subscript(identifier: String) -> (any RouteHandler)? {
        handlers[identifier]
    }

    /// Every served identifier, sorted.
    var identifiers: [String] { handlers.keys.sorted() }

    /// Every bound feature, in registration order (a feature bound twice appears twice).
    var features: [any Feature.Type] { registered.flatMap { $0.bindings.map(\.feature) } }
}
