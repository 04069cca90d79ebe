import Router
import RouterInterface
import RouterModulesInterface
import UIToolkitInterface

extension ModulesFace {
    /// Builds a resolved module's screen: its feature through `buildScreen`, or a maker's
    /// feature with the caller's arguments.
    ///
    /// - Throws: What `buildScreen` throws; for a maker, `.missingDependency`,
    ///   `.featureDisabled` (a maker has no fallback) or `.buildFailed`.
    func buildModule(_ module: ResolvedModule, arguments: Any?, in router: RouterEngine) throws(RouterError) -> Screen {
        let screen: Screen
        if let make = module.make {
            let name = String(describing: module.feature)
            let feature = try router.instantiate(module.feature)
            guard feature.isEnabled() else { throw .featureDisabled(feature: name, route: nil) }
            screen = try router.building(name) { try make(feature, arguments as Any) }
        } else {
            screen = try router.buildScreen(module.feature, route: nil)
        }
        ownership.record(screen, builtBy: module.builder)
        return screen
    }

    /// Follows a handle, so it learns when the user removes its destination.
    func track(_ route: some HierarchyTracking) {
        ownership.track(route)
    }
}
