public import HeadlessUI
import HomeInterface
public import RouterInterface

/// Builds the home screen.
public struct HomeFeature: Feature {
    @Dependency var router: any Routing
    @Dependency var modules: any ModuleRouting

    /// Creates the feature; the router injects its dependencies.
    public init() {}

    public func build(from route: (any Route)?) throws -> Screen {
        HomeScreen(router: router, modules: modules)
    }
}

/// Serves `HomeRoute`.
public struct HomeRouteHandler: RouteHandler {
    /// Creates the handler.
    public init() {}

    public var bindings: [RouteBinding] { [RouteBinding(HomeRoute.self, to: HomeFeature.self)] }
}
