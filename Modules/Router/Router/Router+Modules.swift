public import HeadlessUI
public import RouterInterface

extension Router: ModuleRouting, ModuleRegistering {
    // MARK: Registration

    public func registerScreen<Destination>(
        _ module: RoutableScreen<Destination>, feature: any Feature.Type, options: ScreenModuleOptions<Destination>
    ) throws(RouterError) {
        try addScreenModule(
            module, .feature(feature, view: { $0 as? Destination }, options: ErasedModuleOptions(options)))
    }

    public func registerMaker<Arguments, Destination, Maker: ArgumentFeature>(
        _ module: RoutableMaker<Arguments, Destination>, feature: Maker.Type, options: ScreenModuleOptions<Destination>
    ) throws(RouterError) where Maker.Arguments == Arguments {
        let make: @MainActor (any Feature, Any) throws -> Screen = { feature, arguments in
            guard let maker = feature as? Maker, let arguments = arguments as? Arguments else {
                throw RouterError.unexpectedRoute(identifier: "arguments", handler: String(describing: Maker.self))
            }
            return try maker.build(with: arguments)
        }
        let entry = ScreenModuleEntry(
            name: module.name,
            source: .maker(
                feature, view: { $0 as? Destination }, options: ErasedModuleOptions(options), make: make))
        try modules.addScreen(Self.key(of: module), entry)
    }

    /// A maker's registry key: its arguments and protocol together, apart from the screen
    /// module of the same protocol.
    static func key<Arguments, Destination>(of module: RoutableMaker<Arguments, Destination>) -> ObjectIdentifier {
        ObjectIdentifier(RoutableMaker<Arguments, Destination>.self)
    }

    /// Serves a protocol a caller requires with the module registered under another protocol
    /// (ZIKRouter's module adapter); the composition root joins the two.
    ///
    /// - Parameters:
    ///   - required: The protocol the caller performs.
    ///   - provided: The protocol of the module that builds the screen.
    ///   - adapt: Turns the provided destination into the required one.
    /// - Throws: `RouterError.duplicateRegistration` when `required` is registered already;
    ///   `validate()` reports a `provided` that nobody registered.
    public func registerAdapter<Required, Provided>(
        _ required: RoutableScreen<Required>, to provided: RoutableScreen<Provided>,
        adapt: @escaping @MainActor (Provided) -> Required
    ) throws(RouterError) {
        try addScreenModule(
            required, .adapter(to: provided.key, name: provided.name, adapt: { ($0 as? Provided).map(adapt) }))
    }

    public func registerService<Destination: Sendable, each Dependency: Sendable>(
        _ module: RoutableService<Destination>, scope: DependencyScope,
        factory: @escaping @Sendable (repeat each Dependency) throws -> Destination
    ) throws(RouterError) {
        try addServiceModule(module, providedBy: "factory, \(scope)") { () throws(RouterError) in
            try container.register(Destination.self, scope: scope, factory: factory)
        }
    }

    /// Serves a service protocol a caller requires with the service registered under another one.
    ///
    /// - Throws: `RouterError.duplicateRegistration` when `required` is registered already.
    public func registerAdapter<Required: Sendable, Provided: Sendable>(
        _ required: RoutableService<Required>, to provided: RoutableService<Provided>,
        adapt: @escaping @Sendable (Provided) -> Required
    ) throws(RouterError) {
        try addServiceModule(required, providedBy: "adapter to \(provided.name)") { () throws(RouterError) in
            try container.register(Required.self, scope: .transient) { (service: Provided) in adapt(service) }
        }
    }

    public func registerTransition(_ transition: CustomTransition) throws(RouterError) {
        try modules.addTransition(transition)
    }

    /// Adds a per-module hook: will/did perform and will/did remove of this module's
    /// destinations, user gestures included.
    ///
    /// - Parameters:
    ///   - module: The protocol whose destinations to watch.
    ///   - hook: Called with each event about them.
    /// - Returns: A token for `removeObserver(_:)`.
    @discardableResult
    public func observe<Destination>(
        _ module: RoutableScreen<Destination>, _ hook: @escaping @MainActor (RouterEvent) -> Void
    ) -> Int {
        addObserver(Observer(module: module.name, callback: hook))
    }

    /// Every registered module, sorted by protocol, as `horizon routes` lists them.
    public var moduleTable: [ModuleInfo] {
        modules.infos.map { key, info in
            var info = info
            info.module = provenance.provider(of: .protocolModule, key)
            return info
        }.sorted { $0.protocolName < $1.protocolName }
    }

    private func addScreenModule<Destination>(_ module: RoutableScreen<Destination>, _ source: ScreenModuleEntry.Source)
        throws(RouterError)
    {
        try modules.addScreen(module.key, ScreenModuleEntry(name: module.name, source: source))
    }

    private func addServiceModule<Destination>(
        _ module: RoutableService<Destination>, providedBy: String,
        register: () throws(RouterError) -> Void
    ) throws(RouterError) {
        try modules.addService(
            module.key, ModuleInfo(protocolName: module.name, kind: ServiceModule.kindName, providedBy: providedBy),
            register: register)
    }

    // MARK: Performing

    @discardableResult
    public func perform<Destination>(
        _ module: RoutableScreen<Destination>,
        configure: (inout ScreenRouteConfiguration<Destination>) -> Void
    ) -> any ModuleHandle<Destination> {
        var configuration = ScreenRouteConfiguration<Destination>()
        configure(&configuration)
        let route = ModuleRoute(
            router: self, module: module.name, key: module.key, arguments: nil, configuration: configuration)
        route.start()
        return route
    }

    @discardableResult
    public func perform<Arguments, Destination>(
        _ module: RoutableMaker<Arguments, Destination>, with arguments: Arguments,
        configure: (inout ScreenRouteConfiguration<Destination>) -> Void
    ) -> any ModuleHandle<Destination> {
        var configuration = ScreenRouteConfiguration<Destination>()
        configure(&configuration)
        let route = ModuleRoute(
            router: self, module: module.name, key: Self.key(of: module), arguments: arguments,
            configuration: configuration)
        route.start()
        return route
    }

    @discardableResult
    public func prepareDestination<Destination>(
        _ screen: Screen, as module: RoutableScreen<Destination>,
        configure: (inout ScreenRouteConfiguration<Destination>) -> Void
    ) -> Destination? {
        var configuration = ScreenRouteConfiguration<Destination>()
        configure(&configuration)
        do throws(RouterError) {
            let resolved = try modules.resolve(module.key, name: module.name)
            guard let destination = resolved.view(screen) as? Destination else {
                throw .invalidPerformer(module: ProtocolName(module.name), destination: screen.name)
            }
            resolved.prepare(destination, screen: screen, configuration: configuration, routeType: nil)
            configuration.success?(destination)
            configuration.completion?(.success(destination))
            return destination
        } catch {
            emit(.failed(RoutingFailure(error), route: module.name))
            configuration.error?(.perform, error)
            configuration.completion?(.failure(error))
            return nil
        }
    }

    @discardableResult
    public func perform<Destination: Sendable>(
        _ module: RoutableService<Destination>,
        configure: (inout ServiceRouteConfiguration<Destination>) -> Void
    ) -> Destination? {
        var configuration = ServiceRouteConfiguration<Destination>()
        configure(&configuration)
        do throws(RouterError) {
            guard modules.servesService(module.key) else {
                throw .unregisteredProtocol(ProtocolName(module.name), kind: ServiceModule.kindName)
            }
            let service = try container.resolve(Destination.self)
            configuration.prepare?(service)
            configuration.success?(service)
            configuration.completion?(.success(service))
            return service
        } catch {
            emit(.failed(RoutingFailure(error), route: module.name))
            configuration.error?(error)
            configuration.completion?(.failure(error))
            return nil
        }
    }

    // MARK: Building

    /// Builds a resolved module's screen: its feature through `buildScreen`, or a maker's
    /// feature with the caller's arguments.
    ///
    /// - Throws: What `buildScreen` throws; for a maker, `.missingDependency`,
    ///   `.featureDisabled` (a maker has no fallback) or `.buildFailed`.
    func buildModule(_ module: ResolvedModule, arguments: Any?) throws(RouterError) -> Screen {
        let screen: Screen
        if let make = module.make {
            let name = String(describing: module.feature)
            let feature = try instantiate(module.feature)
            guard feature.isEnabled() else { throw .featureDisabled(feature: name, route: nil) }
            screen = try building(name) { try make(feature, arguments as Any) }
        } else {
            screen = try buildScreen(module.feature, route: nil)
        }
        ownership.record(screen, builtBy: module.builder)
        return screen
    }

    /// The module that built this screen or the first screen under it.
    func module(in screen: Screen) -> String? {
        ownership.module(in: screen)
    }

    /// Features behind screen modules, for `validate()`.
    var moduleFeatures: [any Feature.Type] { modules.features }

    /// Adapters whose provided protocol nobody registered, for `validate()`.
    var moduleProblems: [RouterError] { modules.problems }

    func track(_ route: some HierarchyTracking) {
        ownership.track(route)
    }
}
