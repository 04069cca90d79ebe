public import NavigationInterface
public import RouterInterface
import RouterServicesInterface
import RouterValuesInterface
import ShowPageInterface

/// The ShowPage module: a show's page (`ShowRoute`, `ShowPageService`), with the legacy page
/// as its fallback while the `newShowPage` flag is off.
public struct ShowPageEntry: AppEntry {
    public let name = "ShowPage"

    /// Creates the module's entry.
    public init() {}

    public func register(in registrar: any EntryRegistrar) throws(RouterError) {
        try registrar.registerRoute(ShowRoute.self, feature: ShowPageFeature.self)
        // A page of the same show already in the stack is reused (popped back to); another show gets a new page.
        try registrar.services.registerScreen(
            service: ShowPageService.name, task: ShowPageService.navigate,
            route: { info throws in try ShowRoute(showId: try info.value(ShowPageService.showId)) },
            reuse: ScreenReuse(matches: { screen, route in (screen as? ShowPageScreen)?.showId == route.showId }),
            configure: nil)
    }
}
