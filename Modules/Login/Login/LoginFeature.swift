import HeadlessUI
import LoginInterface
public import RouterInterface

/// Builds the sign-in screen for `LoginRoute`.
struct LoginFeature: Feature {
    @Dependency var auth: any Authenticating
    @Dependency var modules: any ModuleRouting

    func build(from route: (any Route)?) throws -> Screen {
        LoginScreen(auth: auth, modules: modules, reason: (route as? LoginRoute)?.reason)
    }
}

/// Serves `LoginRoute`.
public struct LoginRouteHandler: RouteHandler {
    /// Creates the handler.
    public init() {}

    public var bindings: [RouteBinding] { [RouteBinding(LoginRoute.self, to: LoginFeature.self)] }
}
