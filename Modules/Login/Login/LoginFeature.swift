import InjectionInterface
import LoginInterface
import NavigationInterface
import RouterInterface
import RouterModulesInterface
import UIToolkitInterface

/// Builds the sign-in screen for `LoginRoute`.
struct LoginFeature: Feature {
    @Resolved var auth: any Authenticating
    @Resolved var modules: any ModuleRouting

    func build(from route: LoginRoute) throws -> Screen {
        LoginScreen(auth: auth, modules: modules, reason: route.reason)
    }
}
