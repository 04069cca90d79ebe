import HTTPClientInterface
import InjectionInterface
import LoginInterface
import NavigationInterface
import ProfileInterface
import RouterInterface
import UIToolkitInterface

/// Builds the profile screen; the app's initial feature.
struct ProfileFeature: Feature {
    @Resolved var client: any HTTPClientProtocol
    @Resolved var auth: any Authenticating
    @Resolved var router: any Routing

    /// Creates the feature; the router injects its dependencies.
    init() {}

    func build(from route: ProfileRoute) throws -> Screen {
        let handle = route.handle ?? auth.currentAccount?.id ?? ProfileScreen.featuredHandle
        return ProfileScreen(handle: handle, client: client, auth: auth, router: router)
    }
}
