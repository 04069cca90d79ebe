public import UIToolkitInterface

/// Connects a module's routes to the features that open them.
///
/// ```swift
/// public struct ProfileRouteHandler: RouteHandler {
///     public init() {}
///     public var bindings: [RouteBinding] { [RouteBinding(ProfileRoute.self, to: ProfileFeature.self)] }
/// }
/// ```
/// The bindings also tell the router which features exist, so `validate()` can check
/// every feature's dependencies at start-up.
@MainActor
public protocol RouteHandler {
    /// Every route this handler serves, each with the feature it opens by default.
    var bindings: [RouteBinding] { get }

    /// Chooses the feature for a route.
    ///
    /// - Parameters:
    ///   - route: A route of one of the bound types.
    ///   - source: The screen navigating, if any.
    /// - Returns: The feature to create, one that builds from the route's type; by default the bound one.
    /// - Throws: `RouterError.unexpectedRoute` when the route is not one of the bound types.
    func destination(for route: any Route, from source: Screen?) throws(RouterError) -> any Feature.Type
}

extension RouteHandler {
    /// Returns the feature bound to the route's type.
    public func destination(for route: any Route, from source: Screen?) throws(RouterError) -> any Feature.Type {
        let identifier = type(of: route).identifier
        guard let binding = bindings.first(where: { $0.route.identifier == identifier }) else {
            throw .unexpectedRoute(identifier: RouteIdentifier(identifier), handler: String(describing: Self.self))
        }
        return binding.feature
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
