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
        try recordProviders(of: LoginServiceProvider.self) { () throws(RouterError) in try LoginServiceProvider.register(in: router) }
        try recordProviders(of: SettingsServiceProvider.self) { () throws(RouterError) in try SettingsServiceProvider.register(in: router) }
        try recordProviders(of: ShowPageServiceProvider.self) { () throws(RouterError) in try ShowPageServiceProvider.register(in: router) }
        try recordProviders(of: AudioPlayerServiceProvider.self) { () throws(RouterError) in
            try AudioPlayerServiceProvider.register(in: router)
        }
        try recordProviders(of: OrderServiceProvider.self) { () throws(RouterError) in try OrderServiceProvider.register(in: router) }
    }

    /// Runs a registration and remembers which module provides the services and protocols it
    /// added (for `horizon graph`): the module that declares `registrar`.
    private func recordProviders<Registrar>(of registrar: Registrar.Type, _ register: () throws(RouterError) -> Void) throws(RouterError) {
        let names = { Set(self.router.registeredServices.map(\.service) + self.router.moduleTable.map(\.protocolName)) }
        let before = names()
        try register()
        let module = String(reflecting: registrar).split(separator: ".").first.map(String.init) ?? "\(registrar)"
        for name in names().subtracting(before) { providerModules[name] = module }
    }
}

extension HorizonApp {
    /// Every module found by protocol (the protocols face), and the adapters that join a
    /// protocol one module requires to the module that provides it.
    func registerModules() throws(RouterError) {
        try recordProviders(of: NoteEditorModule.self) { () throws(RouterError) in try NoteEditorModule.register(in: router) }
        try recordProviders(of: TimeServiceModule.self) { () throws(RouterError) in try TimeServiceModule.register(in: router) }
        try recordProviders(of: AlertModule.self) { () throws(RouterError) in try AlertModule.register(in: router) }
        try router.registerAdapter(RoutableScreen<any LoginAlertInput>(), to: RoutableScreen<any AlertInput>()) { alert in
            LoginAlertAdapter(alert: alert)
        }
    }
}
