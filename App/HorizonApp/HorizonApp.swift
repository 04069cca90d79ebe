public import Foundation
public import FeatureFlags
public import HeadlessUI
public import Router
public import RouterInterface

/// The composition root: the one place that knows every concrete module.
///
/// It registers every dependency and route handler, validates the graph at launch, and
/// owns the window. Flows, the CLI and tests each create their own instance.
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
    /// The feature flags, which a remote configuration would update.
    public let flags: InMemoryFeatureFlags
    /// Answers for services and tasks nobody registered (the router holds it weakly).
    public let serviceFallback = AppServiceFallback()
    /// The module that registered each service and each protocol found by the protocols face,
    /// by service or protocol name; what the composition root registers itself is absent.
    public internal(set) var providerModules: [String: String] = [:]

    /// The dependency container.
    public var container: DependencyContainer { router.container }

    /// Creates the app: registers everything and validates the graph.
    ///
    /// - Parameter backend: Where HTTP requests go.
    /// - Throws: `RouterError.invalidConfiguration` when `validate()` finds problems.
    public init(backend: Backend = .fixtures) throws(RouterError) {
        window = Window()
        router = Router(window: window)
        flags = InMemoryFeatureFlags()
        try registerDependencies(backend: backend)
        try registerRoutes()
        try registerServices()
        try registerModules()
        try router.declareLinks(linkTree(), origins: Self.linkOrigins)
        router.serviceFallback = serviceFallback
        try router.validate()
    }
}
