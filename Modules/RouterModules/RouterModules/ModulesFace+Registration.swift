public import InjectionInterface
public import NavigationInterface
import Router
public import RouterInterface
public import RouterModulesInterface
import UIToolkitInterface

extension ModulesFace {
    public func registerScreen<Destination, Opened: Feature>(
        _ module: RoutableScreen<Destination>, feature: Opened.Type, options: ScreenModuleOptions<Destination>
    ) throws(RouterError) where Opened.Input == NoInput {
        try addScreenModule(
            module, .feature(.screen(feature), view: { $0 as? Destination }, options: ErasedModuleOptions(options)))
    }

    public func registerMaker<Arguments, Destination, Maker: Feature>(
        _ module: RoutableMaker<Arguments, Destination>, feature: Maker.Type, options: ScreenModuleOptions<Destination>
    ) throws(RouterError) where Maker.Input == Arguments {
        let entry = ScreenModuleEntry(
            name: module.name,
            source: .maker(
                .maker(feature, arguments: Arguments.self), view: { $0 as? Destination },
                options: ErasedModuleOptions(options)))
        try table.addScreen(Self.key(of: module), entry)
    }

    /// A maker's registry key: its arguments and protocol together, apart from the screen
    /// module of the same protocol.
    static func key<Arguments, Destination>(of module: RoutableMaker<Arguments, Destination>) -> ObjectIdentifier {
        ObjectIdentifier(RoutableMaker<Arguments, Destination>.self)
    }

    /// Serves a protocol a caller requires with the module registered under another protocol
    /// (an adapter); the composition root joins the two.
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
            try liveRouterForRegistration().registerDependency(Destination.self, scope: scope, factory: factory)
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
            try liveRouterForRegistration().registerDependency(Required.self, scope: .transient) {
                (service: Provided) in adapt(service)
            }
        }
    }

    private func addScreenModule<Destination>(_ module: RoutableScreen<Destination>, _ source: ScreenModuleEntry.Source)
        throws(RouterError)
    {
        try table.addScreen(module.key, ScreenModuleEntry(name: module.name, source: source))
    }

    private func addServiceModule<Destination>(
        _ module: RoutableService<Destination>, providedBy: String,
        register: () throws(RouterError) -> Void
    ) throws(RouterError) {
        try table.addService(
            module.key, ModuleInfo(protocolName: module.name, kind: ServiceModule.kindName, providedBy: providedBy),
            register: register)
    }

    /// The router, for a registration: `RouterError.noWindow` once it is gone.
    private func liveRouterForRegistration() throws(RouterError) -> RouterEngine {
        guard let router else { throw .noWindow }
        return router
    }
}
