public import Router
import RouterInspection
public import RouterInterface
public import RouterServicesInterface
public import RouterValuesInterface

/// The services-and-tasks face: services and their tasks by name, screen
/// services shown through the route pipeline, recycling, and a fallback for what nobody registered.
///
/// The composition root installs it before the modules; features then get it as
/// `@Resolved var services: any ServiceRouting`, and modules register through `registrar.services`.
/// ```swift
/// let router = RouterEngine(window: window)
/// let services = try ServicesFace.install(on: router)
/// try router.install(modules)
/// ```
@MainActor
public final class ServicesFace: ServiceInspecting, ServiceRegistering {
    /// Answers for services and tasks nobody registered; held weakly.
    public weak var fallback: (any ServiceFallbackDelegate)?
    /// The router the face shows screens through.
    weak var router: RouterEngine?
    /// Every service's tasks.
    var table = ServiceTable()

    private init(router: RouterEngine) {
        self.router = router
    }

    /// Installs the face on a router: modules register through `registrar.services`, and the
    /// container provides it as `any ServiceRouting`.
    ///
    /// - Parameter router: The router; it keeps the face for as long as it lives.
    /// - Returns: The face, for what only the composition root does (the fallback, the listing).
    /// - Throws: `RouterError.duplicateRegistration` when the face is installed already.
    @discardableResult
    public static func install(on router: RouterEngine) throws(RouterError) -> ServicesFace {
        let face = ServicesFace(router: router)
        try router.installFace(face, named: "services", registrar: (any ServiceRegistering).self) { entry in
            EntryServiceRegistrar(face: face, entry: entry)
        }
        try router.provide(face, as: (any ServiceRouting).self) { $0 }
        return face
    }

    /// Every registered service with its tasks, sorted by name.
    public var registeredServices: [ServiceInfo] {
        table.kinds.map { name, tasks in
            ServiceInfo(service: name.rawValue, tasks: tasks, entry: router?.provenance.provider(of: .service, name))
        }
    }

    /// Removes a service and all its tasks.
    ///
    /// - Returns: Whether it was registered.
    @discardableResult
    public func removeService(_ service: ServiceName) -> Bool {
        table.remove(service)
    }

    /// The router, or `RouterError.noWindow` once it is gone.
    func liveRouter() throws(RouterError) -> RouterEngine {
        guard let router else { throw .noWindow }
        return router
    }

    /// Tells the router's observers about a failure.
    func report(_ error: ServiceError, _ service: ServiceName, _ task: TaskName) {
        router?.emit(.failed(RoutingFailure(error), route: "\(service)/\(task)"))
    }
}

/// The services face adds nothing to the core's shared pipeline: no features of its own to
/// validate, no screens it follows.
extension ServicesFace: RouterFace {}
