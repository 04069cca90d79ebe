import FeatureFlagsInterface
import HTTPClientInterface
import InjectionInterface
import NavigationInterface
import RouterInterface
import ShowPageInterface
import UIToolkitInterface

/// Builds the show page; falls back to the legacy page while `newShowPage` is off.
struct ShowPageFeature: Feature {
    @Resolved var client: any HTTPClientProtocol
    @Resolved var router: any Routing
    @Resolved var flags: any FeatureFlagProviding

    func isEnabled() -> Bool { flags.isEnabled(.newShowPage) }

    func fallback(for route: ShowRoute) -> (any Feature<ShowRoute>.Type)? { LegacyShowPageFeature.self }

    func build(from route: ShowRoute) throws -> Screen {
        ShowPageScreen(route: route, client: client, router: router)
    }
}

/// The old show page: no recommendations, no player; what users see while the new one is off.
struct LegacyShowPageFeature: Feature {
    func build(from route: ShowRoute) throws -> Screen {
        let screen = Screen(name: "LegacyShowPage")
        screen.content = ScreenContent(
            title: "Show #\(route.showId)", [.text("legacy", "The classic page: no recommendations, no player")])
        return screen
    }
}
