import HTTPClientInterface
import InjectionInterface
import LoginInterface
import NavigationInterface
import RouterInterface
import SettingsInterface
import UIToolkitInterface

/// Builds the settings screen; needs a signed-in session.
struct SettingsFeature: Feature {
    @Resolved var session: any UserSession
    @Resolved var auth: any Authenticating
    @Resolved var client: any HTTPClientProtocol

    func build(from route: SettingsRoute) throws -> Screen {
        SettingsScreen(session: session, auth: auth, client: client, shouldRefresh: route.shouldRefresh)
    }
}
