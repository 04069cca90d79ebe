/// Which installed module registered each thing, by kind and name.
///
/// The registrar an `AppModule` registers through records itself here as it forwards each
/// registration, so the provider of a route, service, protocol or dependency is known, not
/// guessed from type names. What the composition root registers directly has no provider.
struct Provenance {
    /// What was registered.
    enum Kind: Hashable {
        case route, feature, service, protocolModule, transition, dependency
    }

    private var providers: [Kind: [String: String]] = [:]
    /// The installed modules, in installation order.
    private(set) var modules: [String] = []

    /// Records a module as installed.
    ///
    /// - Returns: `false` when a module of that name was installed already.
    mutating func install(_ module: String) -> Bool {
        guard !modules.contains(module) else { return false }
        modules.append(module)
        return true
    }

    /// Records the module that registered something; the first record wins.
    mutating func record(_ kind: Kind, _ name: String, by module: String) {
        if providers[kind, default: [:]][name] == nil { providers[kind, default: [:]][name] = module }
    }

    /// The module that registered something, or `nil` when the composition root did.
    func provider(of kind: Kind, _ name: String) -> String? {
        providers[kind]?[name]
    }
}
