import Router
import RouterInterface
import RouterModulesInterface
import UIToolkitInterface

extension ModulesFace {
    /// Builds a resolved module's screen through `buildScreen`: from `NoInput`, or from a
    /// maker's arguments.
    ///
    /// - Throws: What `buildScreen` throws.
    func buildModule(_ module: ResolvedModule, arguments: Any?, in router: RouterEngine) throws(RouterError) -> Screen {
        let screen = try module.build.build(router, arguments)
        ownership.record(screen, builtBy: module.builder)
        return screen
    }

    /// Follows a handle, so it learns when the user removes its destination.
    func track(_ route: some HierarchyTracking) {
        ownership.track(route)
    }
}
