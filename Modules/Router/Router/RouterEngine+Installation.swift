import Injection
import InjectionInterface
public import NavigationInterface
public import RouterInspection
public import RouterInterface

extension RouterEngine {
    /// Installs entries: each registers what its module provides through a registrar that records
    /// the entry as the provider (read back by `routeTable`, `moduleTable`, `registeredServices`,
    /// `featureTable` and `dependencyTable`).
    ///
    /// - Parameter entries: The modules' entries, in the order they register.
    /// - Throws: `RouterError.duplicateRegistration` when an entry is installed twice or
    ///   registers something registered already.
    public func install(_ entries: [any AppEntry]) throws(RouterError) {
        for entry in entries {
            guard provenance.install(entry.name) else { throw .duplicateRegistration(.entry(entry.name)) }
            try entry.register(in: Registrar(router: self, entryName: entry.name))
        }
    }
}

extension RouterEngine {
    /// Every registered dependency, sorted by type name, with its scope and provider.
    public var dependencyTable: [DependencyInfo] {
        container.allRegistrations.map { key, registration in
            DependencyInfo(
                type: registration.name, scope: registration.scope.description,
                entry: provenance.provider(of: .dependency, key))
        }.sorted { $0.type < $1.type }
    }
}
