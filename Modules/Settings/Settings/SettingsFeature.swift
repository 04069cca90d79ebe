import HeadlessUI
import HTTPClientInterface
import LoginInterface
public import RouterInterface
import SettingsInterface

/// Builds the settings screen; needs a signed-in session.
struct SettingsFeature: Feature {
    @Dependency var session: any UserSession
    @Dependency var auth: any Authenticating
    @Dependency var client: any HTTPClientProtocol

    func build(from route: (any Route)?) throws -> Screen {
        let route = try expect(route, as: SettingsRoute.self)
        return SettingsScreen(session: session, auth: auth, client: client, shouldRefresh: route.shouldRefresh)
    }
}

/// Serves `SettingsRoute`.
public struct SettingsRouteHandler: RouteHandler {
    /// Creates the handler.
    public init() {}

    public var bindings: [RouteBinding] { [RouteBinding(SettingsRoute.self, to: SettingsFeature.self)] }
}
