public import RouterInterface

extension RouterEngine {
    /// Installs modules: each registers what it provides through a registrar that records the
    /// module as the provider (read back by `routeTable`, `moduleTable`, `registeredServices`,
    /// `featureTable` and `dependencyTable`).
    ///
    /// - Parameter modules: The modules' entries, in the order they register.
    /// - Throws: `RouterError.duplicateRegistration` when a module is installed twice or
    ///   registers something registered already.
    public func install(_ modules: [any AppModule]) throws(RouterError) {
        for module in modules {
            guard provenance.install(module.name) else { throw .duplicateRegistration(.module(module.name)) }
            try module.register(in: Registrar(router: self, moduleName: module.name))
        }
    }
}

extension RouterEngine {
    /// Every registered dependency, sorted by type name, with its scope and provider.
    public var dependencyTable: [DependencyInfo] {
        container.allRegistrations.map { key, registration in
            DependencyInfo(
                type: registration.name, scope: registration.scope.description,
                module: provenance.provider(of: .dependency, key))
        }.sorted { $0.type < $1.type }
    }
}
