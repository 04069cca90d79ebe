public import NavigationInterface
public import RouterInterface
public import UIToolkitInterface

/// Connects routes to the features that open them, for a composition root.
///
/// Modules never write one: `ProfileEntry` calls
/// `registrar.registerRoute(ProfileRoute.self, feature: ProfileFeature.self)`, which registers a
/// handler with that one binding. A composition root (the benchmarks' generated app, a test)
/// registers a handler on the engine, `RouterEngine.register(_:)`, to serve several routes at once
/// or to choose the feature at run time by overriding `destination(for:bound:from:)`.
///
/// The bindings also tell the router which features exist, so `validate()` can check
/// every feature's dependencies at start-up.
@MainActor
public protocol RouteHandler {
    /// Every route this handler serves, each with the feature it opens by default.
    var bindings: [RouteBinding] { get }

    /// Chooses the feature for a route; by default the bound one.
    ///
    /// Override it to pick another feature at run time (by the source, say); the router finds
    /// the bound feature by the route's identifier and passes it in, so the default costs no search.
    /// - Parameters:
    ///   - route: A route of one of the bound types.
    ///   - bound: The feature its binding names.
    ///   - source: The screen navigating, if any.
    /// - Returns: The feature to create, one that builds from the route's type; otherwise the
    ///   router refuses the route with `RouterError.buildFailed`.
    func destination(for route: any Route, bound: any Feature.Type, from source: Screen?) -> any Feature.Type
}

extension RouteHandler {
    /// Returns the bound feature.
    public func destination(for route: any Route, bound: any Feature.Type, from source: Screen?) -> any Feature.Type {
        bound
    }
}

/// A route type and the feature that opens it: one that builds from that route type.
@MainActor
public struct RouteBinding {
    /// The route type.
    public let route: any Route.Type
    /// The feature it opens; its `Input` is `route`.
    public let feature: any Feature.Type

    /// Binds a route type to a feature that builds from it; the compiler refuses any other.
    public init<Served: Route, Opened: Feature>(_ route: Served.Type, to feature: Opened.Type)
    where Opened.Input == Served {
        self.route = route
        self.feature = feature
    }
}
