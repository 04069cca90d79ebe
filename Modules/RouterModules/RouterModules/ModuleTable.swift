import InjectionInterface
import NavigationInterface
import RouterInterface
import RouterModulesInterface
import RouterValuesInterface
import UIToolkitInterface

/// The protocols face's registrations: screen modules and service modules by protocol.
@MainActor
struct ModuleTable {
    private var screens: [ObjectIdentifier: ScreenModuleEntry] = [:]
    /// The container holds service modules' factories; this says who provides each.
    private var services: [ObjectIdentifier: ModuleInfo] = [:]

    /// Files a screen module.
    ///
    /// - Throws: `RouterError.duplicateRegistration` when the protocol is registered already.
    mutating func addScreen(_ key: ObjectIdentifier, _ entry: ScreenModuleEntry) throws(RouterError) {
        guard screens[key] == nil else {
            throw .duplicateRegistration(.protocolModule(ProtocolName(entry.name), kind: entry.kind))
        }
        screens[key] = entry
    }

    /// Files a service module once `register` put its factory in the container.
    ///
    /// - Throws: `RouterError.duplicateRegistration` when the protocol is registered already; what `register` throws.
    mutating func addService(_ key: ObjectIdentifier, _ info: ModuleInfo, register: () throws(RouterError) -> Void)
        throws(RouterError)
    {
        guard services[key] == nil else {
            throw .duplicateRegistration(.protocolModule(ProtocolName(info.protocolName), kind: ServiceModule.kindName))
        }
        try register()
        services[key] = info
    }

    /// Whether a service module serves the protocol.
    func servesService(_ key: ObjectIdentifier) -> Bool {
        services[key] != nil
    }

    /// The feature behind a protocol, following adapters.
    ///
    /// - Throws: `ModuleError.unregisteredProtocol`, or `.routing(.dependencyCycle)` for adapters in a loop.
    func resolve(_ key: ObjectIdentifier, name: String) throws(ModuleError) -> ResolvedModule {
        var key = key
        var name = name
        var visited: [String] = []
        var adapters: [@MainActor (Any) -> Any?] = []
        while true {
            guard let entry = screens[key] else {
                throw .unregisteredProtocol(ProtocolName(name), kind: ScreenModule.kindName)
            }
            if visited.contains(entry.name) { throw .routing(.dependency(.dependencyCycle(visited + [entry.name]))) }
            visited.append(entry.name)
            switch entry.source {
            case .feature(let build, let view, let options):
                let chain = adapters.reversed()
                return ResolvedModule(
                    builder: entry.name, build: build,
                    view: { screen in chain.reduce(view(screen)) { value, adapt in value.flatMap(adapt) } },
                    options: options)
            case .maker(let build, let view, let options):
                return ResolvedModule(builder: entry.name, build: build, view: view, options: options)
            case .adapter(let provided, let providedName, let adapt):
                adapters.append(adapt)
                key = provided
                name = providedName
            }
        }
    }

    /// Every module, by protocol identity, as `moduleTable` lists it (without its provider).
    var infos: [(key: ObjectIdentifier, info: ModuleInfo)] {
        let screenInfos = screens.map { key, entry in
            switch entry.source {
            case .feature(let build, _, _), .maker(let build, _, _):
                (
                    key,
                    ModuleInfo(
                        protocolName: entry.name, kind: entry.kind, providedBy: String(describing: build.feature))
                )
            case .adapter(_, let name, _):
                (
                    key,
                    ModuleInfo(protocolName: entry.name, kind: ScreenModule.kindName, providedBy: "adapter to \(name)")
                )
            }
        }
        return screenInfos + services.map { ($0.key, $0.value) }
    }

    /// Features behind screen modules, for `validate()`.
    var features: [any Feature.Type] {
        screens.values.compactMap { entry in
            switch entry.source {
            case .feature(let build, _, _), .maker(let build, _, _): build.feature
            case .adapter: nil
            }
        }
    }

    /// Adapters whose provided protocol nobody registered, for `validate()`: each a dependency
    /// the adapter needs and nobody registered.
    var problems: [RouterError] {
        screens.values.compactMap { entry in
            guard case .adapter(let provided, let name, _) = entry.source, screens[provided] == nil else { return nil }
            return .dependency(
                .missingDependency(
                    type: "\(ScreenModule.kindName) module \(name)", requiredBy: "the adapter for \(entry.name)"))
        }
    }
}
