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
    var services: [ServiceName: [TaskName: ServiceEntry]] = [:]
    var handlers: [String: any RouteHandler] = [:]
    /// Each registered handler once, in registration order.
    private var registeredHandlers: [any RouteHandler] = []
    private var observers: [Int: Observer] = [:]
    private var nextObserver = 0
    /// Screen modules by protocol (the protocols face).
    var screenModules: [ObjectIdentifier: ScreenModuleEntry] = [:]
    /// Service modules by protocol; the container holds their factories.
    var serviceModules: [ObjectIdentifier: ModuleInfo] = [:]
    /// Custom transitions by name.
    var transitions: [String: CustomTransition] = [:]
    /// Which module built each live screen, so hooks can name it after a user's gesture.
    var owners: [ObjectIdentifier: ScreenOwner] = [:]
    /// Protocols-face handles that follow the hierarchy, to see the user remove their destination.
    var trackedRoutes: [ObjectIdentifier: WeakTracked] = [:]
    /// The transition running now; another one started inside it is refused.
    var activeTransition: String?
    /// The declared link tree (the links-and-state face).
    var linkTree: LinkTree?
    /// A link a guard refused, to open once the guard passes.
    var pending: (link: String, options: LinkOptions)?
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
        let own: [any Any.Type] = [(any Routing).self, (any ServiceRouting).self, (any ModuleRouting).self,
                                   (any ScopeControlling).self, (any DependencyResolving).self]
        for type in own { provenance.record(.dependency, ObjectIdentifier(type), by: "Router") }
    }

    /// Registers a module's route handler.
    ///
    /// - Throws: `RouterError.duplicateRegistration` when one of its routes is served already;
    ///   nothing is registered then.
    public func register(_ handler: any RouteHandler) throws(RouterError) {
        let identifiers = handler.bindings.map { $0.route.identifier }
        for identifier in identifiers where handlers[identifier] != nil {
            throw .duplicateRegistration(.route(RouteIdentifier(identifier)))
        }
        for binding in handler.bindings {
            try registry.add(binding.route)
            handlers[binding.route.identifier] = handler
        }
        registeredHandlers.append(handler)
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
        observers[token] = nil
    }

    func addObserver(_ observer: Observer) -> Int {
        nextObserver += 1
        observers[nextObserver] = observer
        return nextObserver
    }

    func emit(_ event: RouterEvent) {
        let module = event.transition?.module
        for key in observers.keys.sorted() {
            guard let observer = observers[key], observer.module == nil || observer.module == module else { continue }
            observer.callback(event)
        }
    }

    /// Every feature bound to a route or providing a screen module, plus `extra`, each once.
    func buildableFeatures(adding extra: [any Feature.Type] = []) -> [any Feature.Type] {
        var seen: Set<ObjectIdentifier> = []
        return (registeredHandlers.flatMap { $0.bindings.map(\.feature) } + moduleFeatures + extra)
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    func dependencies(of feature: any Feature.Type) -> [DependencyKey] {
        let recorder = RecordingInjector()
        _ = FeatureInjection.$current.withValue(recorder) { feature.init() }
        return recorder.requested
    }

    /// Tells observers about what the user did; the navigation state needs no update, it is derived.
    private func windowDidChange(_ change: HierarchyChange) {
        for (key, tracked) in trackedRoutes {
            if let route = tracked.route { route.hierarchyDidChange() } else { trackedRoutes[key] = nil }
        }
        guard let gesture = change.gesture else { return }
        func transition(_ screen: Screen) -> Transition {
            Transition(route: screen.routeIdentifier, destination: screen.name, source: change.container?.name,
                       presentation: nil, gesture: gesture, module: module(in: screen))
        }
        for screen in change.removed { emit(.didRemove(transition(screen))) }
        if change.action == .selectTab {
            for screen in change.added { emit(.didPerform(transition(screen))) }
            if let stack = change.added.first as? NavigationStack, let tabs = change.container { fillTab(stack, of: tabs) }
        }
    }
}

extension Screen {
    /// The identifier of the route this screen was built for.
    var routeIdentifier: String? { descriptor.map { type(of: $0).identifier } }
}

/// An observer of every event, or a per-module hook when `module` is set.
struct Observer {
    let module: String?
    let callback: @MainActor (RouterEvent) -> Void
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
