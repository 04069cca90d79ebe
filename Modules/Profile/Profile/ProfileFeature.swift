public import HeadlessUI
import HTTPClientInterface
import LoginInterface
import ProfileInterface
public import RouterInterface

/// Builds the profile screen; the app's initial feature.
public struct ProfileFeature: Feature {
    @Dependency var client: any HTTPClientProtocol
    @Dependency var auth: any Authenticating
    @Dependency var router: any Routing

    /// Creates the feature; the router injects its dependencies.
    public init() {}

    public func build(from route: (any Route)?) throws -> Screen {
        let handle = (route as? ProfileRoute)?.handle ?? auth.currentAccount?.id ?? ProfileScreen.featuredHandle
        return ProfileScreen(handle: handle, client: client, auth: auth, router: router)
    }
}

/// Serves `ProfileRoute`.
public struct ProfileRouteHandler: RouteHandler {
    /// Creates the handler.
    public init() {}

    public var bindings: [RouteBinding] { [RouteBinding(ProfileRoute.self, to: ProfileFeature.self)] }
}
