import FeatureFlagsInterface
import HTTPClientInterface
import RouterInterface
import ShowPageInterface
import UIToolkitInterface

/// Builds the show page; falls back to the legacy page while `newShowPage` is off.
struct ShowPageFeature: Feature {
    @Dependency var client: any HTTPClientProtocol
    @Dependency var router: any Routing
    @Dependency var flags: any FeatureFlagProviding

    func isEnabled() -> Bool { flags.isEnabled(.newShowPage) }

    func fallback(for route: (any Route)?) -> (any Feature.Type)? { LegacyShowPageFeature.self }

    func build(from route: (any Route)?) throws -> Screen {
        ShowPageScreen(route: try expect(route, as: ShowRoute.self), client: client, router: router)
    }
}

/// The old show page: no recommendations, no player; what users see while the new one is off.
struct LegacyShowPageFeature: Feature {
    func build(from route: (any Route)?) throws -> Screen {
        let screen = Screen(name: "LegacyShowPage")
        screen.summary = "show \(try expect(route, as: ShowRoute.self).showId) (legacy page)"
        return screen
    }
}
