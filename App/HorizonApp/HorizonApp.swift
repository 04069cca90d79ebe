import Alert
import AlertInterface
import AudioPlayer
import FeatureFlags
public import FeatureFlagsInterface
public import Foundation
import HTTPClient
public import HeadlessUI
import Home
import Login
import LoginInterface
import NoteEditor
import Order
import Profile
public import Router
import RouterInterface
public import RouterLinks
public import RouterModules
import RouterModulesInterface
public import RouterServices
import Settings
import ShowPage
import TimeService

/// The composition root: the one place that knows every concrete module.
///
/// It lists the modules, binds what is app-wide (the backend, the feature flags, the adapter
/// between Login and Alert, the answer for unknown services), declares the link tree and
/// launches. Flows, the CLI and tests each create their own instance.
@MainActor
public final class HorizonApp {
    /// Where the HTTP client sends requests.
    public enum Backend: Sendable {
        /// The embedded fixture backend (the default: no server needed).
        case fixtures
        /// A real server at this address.
        case live(URL)
    }

    /// The window everything is shown in.
    public let window: Window
    /// The router.
    public let router: Router
    /// The services-and-tasks face, installed on the router.
    public let services: ServicesFace
    /// The protocols face, installed on the router.
    public let modules: ModulesFace
    /// The links-and-state face, installed on the router.
    public let links: LinksFace
    /// The feature flags, which a remote configuration would update.
    public let flags: any FeatureFlagOverriding
    /// Answers for services and tasks nobody registered (the router holds it weakly).
    public let serviceFallback = AppServiceFallback()

    /// Every module of the app, each by its one entry. A new feature adds one line here.
    static func modules(backend: Backend) -> [any AppModule] {
        [
            HTTPClientModule(baseURL: backend.baseURL),
            FeatureFlagsModule(),
            LoginModule(),
            SettingsModule(),
            ProfileModule(),
            AudioPlayerModule(),
            ShowPageModule(),
            TimeServiceModule(),
            NoteEditorModule(),
            AlertModule(),
            HomeModule(),
            OrderModule(),
        ]
    }

    /// Creates the app: installs every module, binds what is app-wide and validates the graph.
    ///
    /// - Parameter backend: Where HTTP requests go.
    /// - Throws: `RouterError.invalidConfiguration` when `validate()` finds problems, or
    ///   `LinkError.invalidLinkTree` / `.invalidLinkPattern` when the link tree is malformed.
    public init(backend: Backend = .fixtures) throws {
        window = Window()
        router = Router(window: window)
        services = try ServicesFace.install(on: router)
        modules = try ModulesFace.install(on: router)
        links = try LinksFace.install(on: router)
        try router.install(Self.modules(backend: backend))
        flags = try router.container.resolve((any FeatureFlagOverriding).self)
        // Login requires an alert of its own shape; the Alert module provides one. Only the root knows both.
        try modules.registerAdapter(RoutableScreen<any LoginAlertInput>(), to: RoutableScreen<any AlertInput>()) {
            alert in
            LoginAlertAdapter(alert: alert)
        }
        services.fallback = serviceFallback
        try links.declareLinks(linkTree(), origins: Self.linkOrigins)
        try router.validate()
    }

    /// The dependency resolver features are injected from, for code that acts as a feature would.
    public var dependencies: any DependencyResolving { router.container }
}

extension HorizonApp.Backend {
    /// The server's address; `nil` for the fixtures.
    var baseURL: URL? {
        guard case .live(let url) = self else { return nil }
        return url
    }
}
