import HTTPClientInterface
import InjectionInterface
import LoginInterface
import RouterInterface
import SettingsInterface
import UIToolkitInterface

/// Builds the settings screen; needs a signed-in session.
struct SettingsFeature: Feature {
    @Dependency var session: any UserSession
    @Dependency var auth: any Authenticating
    @Dependency var client: any HTTPClientProtocol

    func build(from route: SettingsRoute) throws -> Screen {
        SettingsScreen(session: session, auth: auth, client: client, shouldRefresh: route.shouldRefresh)
    }
}
