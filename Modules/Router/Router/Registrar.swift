import InjectionInterface
import NavigationInterface
import RouterInterface
import UIToolkitInterface

/// What an installed entry registers through: forwards each registration to the router or
/// its container and records the entry as its provider.
@MainActor
final class Registrar: EntryRegistrar {
    private let entryName: String
    private let router: RouterEngine

    init(router: RouterEngine, entryName: String) {
        self.router = router
        self.entryName = entryName
    }

    private func record(_ kind: Provenance.Kind, _ key: some Hashable) {
        router.provenance.record(kind, key, by: entryName)
    }

    // MARK: Routes and dependencies

    func registerRoute<Served: Route, Opened: Feature>(_ route: Served.Type, feature: Opened.Type)
        throws(RouterError) where Opened.Input == Served
    {
        try router.register(BoundRoutes(bindings: [RouteBinding(route, to: feature)]))
        record(.route, route.identifier)
        record(.feature, ObjectIdentifier(feature))
    }

    func register<T: Sendable, each D: Sendable>(
        _ type: T.Type, scope: DependencyScope, factory: @escaping @Sendable (repeat each D) throws -> T
    ) throws(RouterError) {
        try router.registerDependency(type, scope: scope, factory: factory)
        record(.dependency, ObjectIdentifier(T.self))
    }

    // MARK: Faces

    func face<FaceRegistrar>(_ type: FaceRegistrar.Type) throws(RouterError) -> FaceRegistrar {
        try router.faceRegistrar(type, entry: entryName)
    }

    // MARK: Transitions

    func registerTransition(_ transition: CustomTransition) throws(RouterError) {
        try router.registerTransition(transition)
        record(.transition, transition.name)
    }
}

/// A handler that opens each route with its bound feature: what `registerRoute` registers.
private struct BoundRoutes: RouteHandler {
    let bindings: [RouteBinding]
}
