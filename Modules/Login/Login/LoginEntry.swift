import HTTPClientInterface
import InjectionInterface
import LoginInterface
public import NavigationInterface
public import RouterInterface
import RouterServicesInterface

/// The Login module: the sign-in screen (`LoginRoute`, `LoginService`), authentication and
/// the signed-in session.
public struct LoginEntry: AppEntry {
    public let name = "Login"

    /// Creates the module's entry.
    public init() {}

    public func register(in registrar: any EntryRegistrar) throws(RouterError) {
        try registrar.register(AccountStore.self, scope: .singleton) { AccountStore() }
        try registrar.register((any Authenticating).self, scope: .transient) {
            (client: any HTTPClientProtocol, scopes: any ScopeControlling, store: AccountStore) in
            AuthService(client: client, scopes: scopes, store: store)
        }
        try registrar.register((any UserSession).self, scope: .named(.session)) { (auth: any Authenticating) in
            try LiveUserSession(auth: auth)
        }
        try registrar.registerRoute(LoginRoute.self, feature: LoginFeature.self)
        try registerServices(in: registrar.services)
    }
}
