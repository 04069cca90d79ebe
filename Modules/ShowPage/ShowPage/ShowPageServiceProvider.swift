public import RouterInterface
import ShowPageInterface

/// Registers the ShowPage module's services (`ShowPageService`), with partial recycling.
public enum ShowPageServiceProvider {
    /// Registers `ShowPageService.navigate`: a page of the same show already in the stack is
    /// reused (popped back to); a different show gets a new page.
    ///
    /// - Throws: `RouterError.duplicateRegistration` when it is registered already.
    @MainActor
    public static func register(in registry: any ServiceRegistering) throws(RouterError) {
        try registry.registerScreen(
            service: ShowPageService.name, task: ShowPageService.navigate,
            route: { info throws(RouterError) in try ShowRoute(showId: try info.value(ShowPageService.showId)) },
            reuse: ScreenReuse(matches: { screen, route in (screen as? ShowPageScreen)?.showId == route.showId }),
            configure: nil)
    }
}
