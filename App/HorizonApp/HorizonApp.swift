import Alert
import AlertInterface
import AudioPlayer
import DeclarativeUI
import FeatureFlags
public import FeatureFlagsInterface
public import Foundation
import HTTPClient
import HeadlessUI
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
public import UIToolkitInterface

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

    /// Which UI toolkit shows the app: the engine and the features see only the seam.
    public enum Toolkit: String, Sendable, CaseIterable {
        /// HeadlessUI's `Window`: UIKit's semantics, an object tree (the default).
        case headless
        /// DeclarativeUI's `Scene`: SwiftUI's, the hierarchy as a value a view layer renders.
        case declarative
    }

    /// The toolkit the app was created with.
    public let toolkit: Toolkit
    /// The window everything is shown in.
    public let window: any UIToolkit
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
    /// - Parameters:
    ///   - backend: Where HTTP requests go.
    ///   - toolkit: Which UI toolkit shows the app.
    /// - Throws: `RouterError.invalidConfiguration` when `validate()` finds problems, or
    ///   `LinkError.invalidLinkTree` / `.invalidLinkPattern` when the link tree is malformed.
    public init(backend: Backend = .fixtures, toolkit: Toolkit = .headless) throws {
        self.toolkit = toolkit
        window = toolkit.makeWindow()
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

extension HorizonApp.Toolkit {
    /// A window of this toolkit.
    @MainActor func makeWindow() -> any UIToolkit {
        switch self {
        case .headless: Window()
        case .declarative: Scene()
        }
    }
}

extension HorizonApp.Backend {
    /// The server's address; `nil` for the fixtures.
    var baseURL: URL? {
        guard case .live(let url) = self else { return nil }
        return url
    }
}
