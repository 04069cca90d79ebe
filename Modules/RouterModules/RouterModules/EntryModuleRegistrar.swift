import InjectionInterface
import NavigationInterface
import Router
import RouterInterface
import RouterModulesInterface
import UIToolkitInterface

/// What `registrar.modules` is for one installed entry: forwards to the face and records the
/// entry as the provider of each protocol and feature.
@MainActor
final class EntryModuleRegistrar: ModuleRegistering {
    private let face: ModulesFace
    private let entry: String

    init(face: ModulesFace, entry: String) {
        self.face = face
        self.entry = entry
    }

    private func record(_ kind: Provenance.Kind, _ key: some Hashable) {
        face.router?.provenance.record(kind, key, by: entry)
    }

    func registerScreen<Destination, Opened: Feature>(
        _ module: RoutableScreen<Destination>, feature: Opened.Type, options: ScreenModuleOptions<Destination>
    ) throws(RouterError) where Opened.Input == NoInput {
        try face.registerScreen(module, feature: feature, options: options)
        record(.protocolModule, module.key)
        record(.feature, ObjectIdentifier(feature))
    }

    func registerMaker<Arguments, Destination, Maker: Feature>(
        _ module: RoutableMaker<Arguments, Destination>, feature: Maker.Type, options: ScreenModuleOptions<Destination>
    ) throws(RouterError) where Maker.Input == Arguments {
        try face.registerMaker(module, feature: feature, options: options)
        record(.protocolModule, ModulesFace.key(of: module))
        record(.feature, ObjectIdentifier(feature))
    }

    func registerService<Destination: Sendable, each Dependency: Sendable>(
        _ module: RoutableService<Destination>, scope: DependencyScope,
        factory: @escaping @Sendable (repeat each Dependency) throws -> Destination
    ) throws(RouterError) {
        try face.registerService(module, scope: scope, factory: factory)
        record(.protocolModule, module.key)
        record(.dependency, ObjectIdentifier(Destination.self))
    }
}
