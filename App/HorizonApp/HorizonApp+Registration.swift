import Alert
import AlertInterface
import AudioPlayer
import AudioPlayerInterface
import FeatureFlagsInterface
import Home
import HTTPClient
import HTTPClientInterface
import Login
import LoginInterface
import NoteEditor
import Order
import Profile
import Router
import RouterInterface
import Settings
import ShowPage
import TimeService

extension HorizonApp {
    /// Every dependency, with its scope: the table a reader checks first.
    func registerDependencies(backend: Backend) throws(RouterError) {
        let container = self.container
        switch backend {
        case .fixtures:
            try container.register((any HTTPClientProtocol).self, scope: .weakShared) { FixtureHTTPClient() }
        case .live(let url):
            try container.register((any HTTPClientProtocol).self, scope: .weakShared) { LiveHTTPClient(baseURL: url) }
        }
        let flags = self.flags
        try container.register((any FeatureFlagProviding).self, scope: .singleton) { flags }
        try container.register(AccountStore.self, scope: .singleton) { AccountStore() }
        try container.register((any Authenticating).self, scope: .transient) {
            (client: any HTTPClientProtocol, scopes: any ScopeControlling, store: AccountStore) in
            AuthService(client: client, scopes: scopes, store: store)
        }
        try container.register((any UserSession).self, scope: .named(.session)) { (auth: any Authenticating) in
            try LiveUserSession(auth: auth)
        }
        try container.register((any AudioPlaying).self, scope: .singleton) { AudioEngine() }
    }

    /// Every module's route handler.
    func registerRoutes() throws(RouterError) {
        let handlers: [any RouteHandler] = [
            HomeRouteHandler(), ProfileRouteHandler(), LoginRouteHandler(), SettingsRouteHandler(),
            ShowPageRouteHandler(), AudioPlayerRouteHandler(), OrderRouteHandler(),
        ]
        for handler in handlers { try router.register(handler) }
    }

    /// Every module's services and tasks (the services-and-tasks face); each provider decides
    /// its own recycling.
    func registerServices() throws(RouterError) {
        try LoginServiceProvider.register(in: router)
        try SettingsServiceProvider.register(in: router)
        try ShowPageServiceProvider.register(in: router)
        try AudioPlayerServiceProvider.register(in: router)
        try OrderServiceProvider.register(in: router)
    }
}

extension HorizonApp {
    /// Every module found by protocol (the protocols face), and the adapters that join a
    /// protocol one module requires to the module that provides it.
    func registerModules() throws(RouterError) {
        try NoteEditorModule.register(in: router)
        try TimeServiceModule.register(in: router)
        try AlertModule.register(in: router)
        try router.registerAdapter(RoutableScreen<any LoginAlertInput>(), to: RoutableScreen<any AlertInput>()) { alert in
            LoginAlertAdapter(alert: alert)
        }
    }
}
