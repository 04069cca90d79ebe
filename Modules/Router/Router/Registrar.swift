import HeadlessUI
import RouterInterface

/// What an installed module registers through: forwards each registration to the router or
/// its container and records the module as its provider.
@MainActor
final class Registrar: ModuleRegistrar {
    private let moduleName: String
    private let router: Router

    init(router: Router, moduleName: String) {
        self.router = router
        self.moduleName = moduleName
    }

    private func record(_ kind: Provenance.Kind, _ key: some Hashable) {
        router.provenance.record(kind, key, by: moduleName)
    }

    // MARK: Routes and dependencies

    func register(_ handler: any RouteHandler) throws(RouterError) {
        try router.register(handler)
        for binding in handler.bindings {
            record(.route, binding.route.identifier)
            record(.feature, ObjectIdentifier(binding.feature))
        }
    }

    func register<T: Sendable, each D: Sendable>(
        _ type: T.Type, scope: DependencyScope, factory: @escaping @Sendable (repeat each D) throws -> T
    ) throws(RouterError) {
        try router.container.register(type, scope: scope, factory: factory)
        record(.dependency, ObjectIdentifier(T.self))
    }

    // MARK: Faces

    func face<FaceRegistrar>(_ type: FaceRegistrar.Type) throws(RouterError) -> FaceRegistrar {
        try router.faceRegistrar(type, module: moduleName)
    }

    // MARK: Protocol modules

    func registerScreen<Destination>(
        _ module: RoutableScreen<Destination>, feature: any Feature.Type, options: ScreenModuleOptions<Destination>
    ) throws(RouterError) {
        try router.registerScreen(module, feature: feature, options: options)
        record(.protocolModule, module.key)
        record(.feature, ObjectIdentifier(feature))
    }

    func registerMaker<Arguments, Destination, Maker: ArgumentFeature>(
        _ module: RoutableMaker<Arguments, Destination>, feature: Maker.Type, options: ScreenModuleOptions<Destination>
    ) throws(RouterError) where Maker.Arguments == Arguments {
        try router.registerMaker(module, feature: feature, options: options)
        record(.protocolModule, Router.key(of: module))
        record(.feature, ObjectIdentifier(feature))
    }

    func registerService<Destination: Sendable, each Dependency: Sendable>(
        _ module: RoutableService<Destination>, scope: DependencyScope,
        factory: @escaping @Sendable (repeat each Dependency) throws -> Destination
    ) throws(RouterError) {
        try router.registerService(module, scope: scope, factory: factory)
        record(.protocolModule, module.key)
        record(.dependency, ObjectIdentifier(Destination.self))
    }

    func registerTransition(_ transition: CustomTransition) throws(RouterError) {
        try router.registerTransition(transition)
        record(.transition, transition.name)
    }
}
