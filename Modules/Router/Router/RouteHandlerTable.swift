import NavigationInterface
import RouterInterface

/// Which handler serves each route identifier, and the feature its binding names: one lookup
/// from a route to what opens it.
@MainActor
struct RouteHandlerTable {
    /// What serves one route.
    struct Entry {
        /// The handler that registered the route.
        let handler: any RouteHandler
        /// The route's binding.
        let binding: RouteBinding
    }

    private var entries: [String: Entry] = [:]
    /// Every binding filed, in registration order: read once from each handler, whose
    /// `bindings` may build its array anew on every read.
    private var bound: [RouteBinding] = []

    /// Files a handler for every route it binds.
    ///
    /// - Parameter add: Runs for each binding before it is filed (the registry records the route type).
    /// - Throws: `RouterError.duplicateRegistration` when one of its routes is served already;
    ///   nothing is filed then. What `add` throws.
    mutating func add(_ handler: any RouteHandler, each add: (RouteBinding) throws(RouterError) -> Void)
        throws(RouterError)
    {
        let bindings = handler.bindings
        for binding in bindings where entries[binding.route.identifier] != nil {
            throw .duplicateRegistration(.route(binding.route.routeIdentifier))
        }
        for binding in bindings {
            try add(binding)
            entries[binding.route.identifier] = Entry(handler: handler, binding: binding)
        }
        bound += bindings
    }

    /// What serves a route identifier.
    subscript(identifier: String) -> Entry? {
        entries[identifier]
    }

    /// Every served identifier, sorted.
    var identifiers: [String] { entries.keys.sorted() }

    /// Every bound feature, in registration order (a feature bound twice appears twice).
    var features: [any Feature.Type] { bound.map(\.feature) }
}
