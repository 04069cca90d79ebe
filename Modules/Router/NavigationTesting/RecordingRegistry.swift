public import InjectionInterface
public import NavigationInterface
public import RouterInterface
public import RouterModulesInterface
public import RouterServicesInterface
public import RouterValuesInterface
public import UIToolkitInterface

/// Records what a module's entry registers, so a module's test can check it and call its
/// mappings without a router. It refuses what the engine refuses, a second registration of the
/// same thing, with the same error and nothing recorded (`RegistrarContractTests`).
@MainActor
public final class RecordingRegistry: EntryRegistrar, ServiceRegistering, ModuleRegistering {
    /// A registered screen service: its names and its user-info-to-route mapping.
    public struct ScreenService {
        public let service: ServiceName
        public let task: TaskName
        public let map: @MainActor (UserInfo) throws -> any Route
    }

    /// Screen services, in registration order.
    public private(set) var screens: [ScreenService] = []
    /// Tasks, in registration order.
    public private(set) var tasks: [(service: ServiceName, task: TaskName)] = []
    /// Route identifiers served, in registration order.
    public private(set) var routes: [String] = []
    /// Registered dependency types with their scopes, in registration order.
    public private(set) var dependencies: [(type: String, scope: DependencyScope)] = []
    /// Protocol modules (screen and service), in registration order.
    public private(set) var protocolModules: [String] = []
    /// Custom transitions' names.
    public private(set) var transitions: [String] = []
    /// The route types each screen module supports, by protocol.
    public private(set) var supportedRouteTypes: [String: ScreenRouteTypes] = [:]

    /// What has been registered, as the engine names it in `RouterError.duplicateRegistration`.
    private var claimed: Set<RegistrationKey> = []

    /// Creates an empty registry.
    public init() {}

    /// Claims the keys of one registration, all or none.
    ///
    /// - Throws: `RouterError.duplicateRegistration` naming the first key claimed already.
    private func claim(_ keys: [RegistrationKey]) throws(RouterError) {
        var seen = claimed
        for key in keys {
            guard seen.insert(key).inserted else { throw .duplicateRegistration(key) }
        }
        claimed = seen
    }

    /// The registry records every face's registrations itself.
    public func face<Registrar>(_ type: Registrar.Type) throws(RouterError) -> Registrar {
        guard let registrar = self as? Registrar else {
            throw .dependency(
                .dependencyFailed(type: String(describing: type), reason: "the recording registry installs no face"))
        }
        return registrar
    }

    public func registerRoute<Served: Route, Opened: Feature>(_ route: Served.Type, feature: Opened.Type)
        throws(RouterError) where Opened.Input == Served
    {
        try claim([.route(route.routeIdentifier)])
        routes.append(route.identifier)
    }

    public func register<T: Sendable, each D: Sendable>(
        _ type: T.Type, scope: DependencyScope, factory: @escaping @Sendable (repeat each D) throws -> T
    ) throws(RouterError) {
        // The engine refuses a second one as its container does.
        let key = RegistrationKey("dependency \(T.self)")
        guard !claimed.contains(key) else {
            throw .dependency(.duplicateRegistration(type: String(describing: T.self)))
        }
        claimed.insert(key)
        dependencies.append((String(describing: T.self), scope))
    }

    public func registerScreen<R: Route>(
        service: ServiceName, task: TaskName,
        route: @escaping @MainActor (UserInfo) throws -> R,
        reuse: ScreenReuse<R>?,
        configure: (@MainActor (Screen, UserInfo) throws -> Void)?
    ) throws(RouterError) {
        try claim([.task(service, task)])
        screens.append(ScreenService(service: service, task: task) { info throws in try route(info) })
    }

    public func registerTask(
        service: ServiceName, task: TaskName,
        handler: @escaping @MainActor (any TaskRequest) throws -> UserInfo?
    ) throws(RouterError) {
        try claim([.task(service, task)])
        tasks.append((service, task))
    }

    public func registerScreen<Destination, Opened: Feature>(
        _ module: RoutableScreen<Destination>, feature: Opened.Type, options: ScreenModuleOptions<Destination>
    ) throws(RouterError) where Opened.Input == NoInput {
        try claim([.protocolModule(ProtocolName(module.name), kind: ScreenModule.kindName)])
        protocolModules.append(module.name)
        supportedRouteTypes[module.name] = options.supportedRouteTypes
    }

    public func registerMaker<Arguments, Destination, Maker: Feature>(
        _ module: RoutableMaker<Arguments, Destination>, feature: Maker.Type, options: ScreenModuleOptions<Destination>
    ) throws(RouterError) where Maker.Input == Arguments {
        try claim([.protocolModule(ProtocolName(module.name), kind: MakerModule<Arguments>.kindName)])
        protocolModules.append("\(module.name) from \(Arguments.self)")
        supportedRouteTypes[module.name] = options.supportedRouteTypes
    }

    public func registerService<Destination: Sendable, each Dependency: Sendable>(
        _ module: RoutableService<Destination>, scope: DependencyScope,
        factory: @escaping @Sendable (repeat each Dependency) throws -> Destination
    ) throws(RouterError) {
        try claim([.protocolModule(ProtocolName(module.name), kind: ServiceModule.kindName)])
        protocolModules.append(module.name)
    }

    public func registerTransition(_ transition: CustomTransition) throws(RouterError) {
        try claim([.transition(transition.name)])
        transitions.append(transition.name)
    }
}
