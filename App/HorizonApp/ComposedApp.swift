import Alert
import AlertInterface
import AudioPlayer
import DeclarativeUI
import FeatureFlags
public import FeatureFlagsInterface
import Foundation
import GtkUI
import HTTPClient
import HeadlessUI
public import HierarchyDriving
import Home
public import HorizonAppInterface
import Injection
public import InjectionInterface
import Login
import LoginInterface
public import NavigationInterface
import NoteEditor
import Order
import Profile
import Router
public import RouterInspection
import RouterInterface
import RouterLinks
public import RouterLinksInspection
import RouterLinksInterface
import RouterModules
public import RouterModulesInspection
import RouterModulesInterface
import RouterServices
public import RouterServicesInterface
import Settings
import ShowPage
import TimeService
import UIToolkitInterface

/// The composition root: the one place that knows every concrete module.
///
/// It lists the modules, binds what is app-wide (the backend, the feature flags, the adapter
/// between Login and Alert, the answer for unknown services), declares the link tree and
/// launches. Flows, the CLI and tests each create their own instance.
@MainActor
public final class ComposedApp: RunningApp {
    /// The toolkit the app was created with.
    public let toolkit: AppToolkit
    /// The window everything is shown in.
    public let window: any DrivableToolkit
    /// The router, as what drives the app sees it.
    public var router: any Routing & RouterInspecting { core }
    /// The services-and-tasks face, installed on the router.
    public var services: any ServiceInspecting { servicesFace }
    /// The protocols face, installed on the router.
    public var modules: any ModuleInspecting { modulesFace }
    /// The links-and-state face, installed on the router.
    public var links: any LinkRestoring { linksFace }
    /// The feature flags, which a remote configuration would update.
    public let flags: any FeatureFlagOverriding
    /// Answers for services and tasks nobody registered (the router holds it weakly).
    let serviceFallback = AppServiceFallback()
    /// The concrete engine and its faces, which only the root sees.
    let core: RouterEngine
    let servicesFace: ServicesFace
    let modulesFace: ModulesFace
    let linksFace: LinksFace

    /// Every module of the app, each by its one entry. A new feature adds one line here.
    static func entries(backend: AppBackend) -> [any AppEntry] {
        [
            HTTPClientEntry(baseURL: backend.baseURL),
            FeatureFlagsEntry(),
            LoginEntry(),
            SettingsEntry(),
            ProfileEntry(),
            AudioPlayerEntry(),
            ShowPageEntry(),
            TimeServiceEntry(),
            NoteEditorEntry(),
            AlertEntry(),
            HomeEntry(),
            OrderEntry(),
        ]
    }

    /// Creates the app: installs every module, binds what is app-wide and validates the graph.
    ///
    /// - Parameters:
    ///   - backend: Where HTTP requests go.
    ///   - toolkit: Which UI toolkit shows the app.
    /// - Throws: `RouterError.invalidConfiguration` when `validate()` finds problems, or
    ///   `LinkError.invalidLinkTree` / `.invalidLinkPattern` when the link tree is malformed.
    public init(backend: AppBackend = .fixtures, toolkit: AppToolkit = .headless) throws {
        self.toolkit = toolkit
        window = try toolkit.makeWindow()
        core = RouterEngine(window: window)
        servicesFace = try ServicesFace.install(on: core)
        modulesFace = try ModulesFace.install(on: core)
        linksFace = try LinksFace.install(on: core)
        try core.install(Self.entries(backend: backend))
        flags = try core.container.resolve((any FeatureFlagOverriding).self)
        // Login requires an alert of its own shape; the Alert module provides one. Only the root knows both.
        try modulesFace.registerAdapter(RoutableScreen<any LoginAlertInput>(), to: RoutableScreen<any AlertInput>()) {
            alert in
            LoginAlertAdapter(alert: alert)
        }
        servicesFace.fallback = serviceFallback
        try linksFace.declareLinks(linkTree(), origins: Self.linkOrigins)
        try core.validate()
    }

    /// The dependency resolver features are injected from, for code that acts as a feature would.
    public var dependencies: any DependencyResolving { core.container }
}

extension AppToolkit {
    /// A window of this toolkit.
    ///
    /// - Throws: `HierarchyError.toolkitFailed` when this build cannot show it (``unavailability``),
    ///   or GTK cannot open a display.
    @MainActor func makeWindow() throws(HierarchyError) -> any DrivableToolkit {
        switch self {
        case .headless: return HeadlessWindow()
        case .declarative: return DeclarativeScene()
        case .gtk:
            #if GTK
                return try GtkHostWindow()
            #else
                throw .toolkitFailed(unavailability ?? "this horizon was built without GTK")
            #endif
        }
    }
}

extension AppBackend {
    /// The server's address; `nil` for the fixtures.
    var baseURL: URL? {
        guard case .live(let url) = self else { return nil }
        return url
    }
}
