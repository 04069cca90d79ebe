public import Foundation
public import HeadlessUI
public import RouterInterface

/// The one routing engine: registry, features, injection, presentation, state and observers.
///
/// Features see it only as `any Routing` (it registers itself in its container). The
/// composition root creates it, registers dependencies and route handlers, calls
/// `validate()`, and launches the first feature.
@MainActor
public final class Router: Routing {
    /// The window everything is presented in.
    public let window: Window
    /// The dependency container features are injected from.
    public let container: DependencyContainer
    /// The registered route types, for decoding `AnyRoute`.
    public let registry = RouteRegistry()

    /// Answers for services and tasks nobody registered.
    public weak var serviceFallback: (any ServiceFallbackDelegate)?
    /// The services face: every service's tasks.
    var services = ServiceTable()
    /// The routes face: which handler serves each route.
    private(set) var handlers = RouteHandlerTable()
    /// Who is told about events.
    private var observers = ObserverList()
    /// The protocols face's registrations: screen and service modules, custom transitions.
    var modules = ModuleTable()
    /// The protocols face's live state: who built each screen, the handles that follow the hierarchy.
    var ownership = ScreenOwnership()
    /// The transition running now; another one started inside it is refused.
    var activeTransition: String?
    /// The links face: the declared tree and the link a guard holds back.
    var links = LinkState()
    /// Which installed module registered what.
    var provenance = Provenance()

    /// Creates a router with a container of its own, in which it provides itself as `any Routing`,
    /// `any ServiceRouting` and `any ModuleRouting`.
    ///
    /// - Parameter window: The window to present in.
    public init(window: Window = Window()) {
        self.window = window
        container = DependencyContainer()
        let weakRouter = WeakRouter(router: self)
        // Untyped `throws` in these closures: a typed-throws one crashes the 6.3.1 compiler (IRGen, empty pack).
        container.provide((any Routing).self) { () throws -> any Routing in try weakRouter.get() }
        container.provide((any ServiceRouting).self) { () throws -> any ServiceRouting in try weakRouter.get() }
        container.provide((any ModuleRouting).self) { () throws -> any ModuleRouting in try weakRouter.get() }
        window.addObserver { [weak self] change in self?.windowDidChange(change) }
        let own: [any Any.Type] = [
            (any Routing).self, (any ServiceRouting).self, (any ModuleRouting).self,
            (any ScopeControlling).self, (any DependencyResolving).self,
        ]
        for type in own { provenance.record(.dependency, ObjectIdentifier(type), by: "Router") }
    }

    /// Registers a module's route handler.
    ///
    /// - Throws: `RouterError.duplicateRegistration` when one of its routes is served already;
    ///   nothing is registered then.
    public func register(_ handler: any RouteHandler) throws(RouterError) {
        try handlers.add(handler) { binding throws(RouterError) in try registry.add(binding.route) }
    }

    /// Checks at start-up that every registration and every bound feature can be built.
    ///
    /// - Parameter features: Features launched without a route, which no handler names.
    /// - Throws: `RouterError.invalidConfiguration` listing every missing dependency and every cycle.
    public func validate(features: [any Feature.Type] = []) throws(RouterError) {
        let consumers = buildableFeatures(adding: features).map { feature in
            (key: DependencyKey(feature), needs: dependencies(of: feature))
        }
        let problems = container.problems(consumers: consumers) + moduleProblems
        if !problems.isEmpty { throw .invalidConfiguration(problems) }
    }

    /// Puts the route registry in a decoder so `AnyRoute` values decode.
    public func injectContext(into decoder: JSONDecoder) {
        decoder.userInfo[.routeDecoding] = registry
    }

    /// Decodes an `"identifier|{json}"` string into a typed route.
    ///
    /// - Throws: `RouterError.malformedAnyRoute`, `.unregisteredRoute` or `.undecodableRoute`.
    public func decodeRoute(_ string: String) throws(RouterError) -> any Route {
        try registry.decodeRoute(from: string)
    }

    /// The navigation state, derived from the window now.
    public var navigationState: NavigationState {
        NavigationState(snapshot: window.snapshot)
    }

    /// Adds an observer of every transition, removal and error.
    ///
    /// - Returns: A token for `removeObserver(_:)`.
    @discardableResult
    public func observe(_ observer: @escaping @MainActor (RouterEvent) -> Void) -> Int {
        addObserver(Observer(module: nil, callback: observer))
    }

    /// Removes an observer or a per-module hook.
    public func removeObserver(_ token: Int) {
        observers.remove(token)
    }

    func addObserver(_ observer: Observer) -> Int {
        observers.add(observer)
    }

    func emit(_ event: RouterEvent) {
        let module = event.transition?.module
        for observer in observers.recipients(module: module) { observer.callback(event) }
    }

    /// Every feature bound to a route or providing a screen module, plus `extra`, each once.
    func buildableFeatures(adding extra: [any Feature.Type] = []) -> [any Feature.Type] {
        var seen: Set<ObjectIdentifier> = []
        return (handlers.features + moduleFeatures + extra)
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    func dependencies(of feature: any Feature.Type) -> [DependencyKey] {
        let recorder = RecordingInjector()
        _ = FeatureInjection.$current.withValue(recorder) { feature.init() }
        return recorder.requested
    }

    /// Tells observers about what the user did; the navigation state needs no update, it is derived.
    private func windowDidChange(_ change: HierarchyChange) {
        for route in ownership.liveTrackedRoutes() { route.hierarchyDidChange() }
        for (screen, unwind) in links.unwinds(for: change.removed) { unwind(screen) }
        guard let gesture = change.gesture else { return }
        func transition(_ screen: Screen) -> Transition {
            Transition(
                route: screen.routeIdentifier, destination: screen.name, source: change.container?.name,
                presentation: nil, gesture: gesture, module: module(in: screen))
        }
        for screen in change.removed { emit(.didRemove(transition(screen))) }
        if change.action == .selectTab {
            for screen in change.added { emit(.didPerform(transition(screen))) }
            if let stack = change.added.first as? NavigationStack, let tabs = change.container {
                fillTab(stack, of: tabs)
            }
        }
    }
}

extension Screen {
    /// The identifier of the route this screen was built for.
    var routeIdentifier: String? { descriptor.map { type(of: $0).identifier } }
}

/// Lets the container hand out the router without owning it.
private final class WeakRouter: Sendable {
    weak let router: Router?

    init(router: Router) {
        self.router = router
    }

    func get() throws -> Router {
        guard let router else { throw RouterError.dependencyFailed(type: "Router", reason: "the router was released") }
        return router
    }
}
