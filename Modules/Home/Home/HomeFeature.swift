import HomeInterface
import InjectionInterface
import NavigationInterface
import RouterInterface
import RouterModulesInterface
import UIToolkitInterface

/// Builds the home screen.
struct HomeFeature: Feature {
    @Resolved var router: any Routing
    @Resolved var modules: any ModuleRouting

    /// Creates the feature; the router injects its dependencies.
    init() {}

    func build(from _: HomeRoute) throws -> Screen {
        HomeScreen(router: router, modules: modules)
    }
}
