/// Which installed module registered each thing, by kind and key.
///
/// The registrar an `AppEntry` registers through records itself here as it forwards each
/// registration, so the provider of a route, service, protocol or dependency is known, not
/// guessed from type names. Things named by text (route identifiers, services, transitions)
/// are keyed by that text; types (features, dependencies, protocol modules) by their identity,
/// as the container keys them, so two same-named types never share a provider. What the
/// composition root registers directly has no provider.
package struct Provenance {
    /// What was registered.
    package enum Kind: Hashable {
        case route, feature, service, protocolModule, transition, dependency
    }

    private var providers: [Kind: [AnyHashable: String]] = [:]
    /// The installed modules' names, each once.
    private var modules: Set<String> = []

    /// Records a module as installed.
    ///
    /// - Returns: `false` when a module of that name was installed already.
    package mutating func install(_ module: String) -> Bool {
        modules.insert(module).inserted
    }

    /// Records the module that registered something; the first record wins.
    package mutating func record(_ kind: Kind, _ key: some Hashable, by module: String) {
        let key = AnyHashable(key)
        if providers[kind]?[key] == nil { providers[kind, default: [:]][key] = module }
    }

    /// The module that registered something, or `nil` when the composition root did.
    package func provider(of kind: Kind, _ key: some Hashable) -> String? {
        providers[kind]?[AnyHashable(key)]
    }
}
