public import HeadlessUI
import HomeInterface
public import RouterInterface

/// Builds the home screen.
public struct HomeFeature: Feature {
    @Dependency var router: any Routing

    /// Creates the feature; the router injects its dependencies.
    public init() {}

    public func build(from route: (any Route)?) throws -> Screen {
        HomeScreen(router: router)
    }
}

/// Serves `HomeRoute`.
public struct HomeRouteHandler: RouteHandler {
    /// Creates the handler.
    public init() {}

    public var bindings: [RouteBinding] { [RouteBinding(HomeRoute.self, to: HomeFeature.self)] }
}
