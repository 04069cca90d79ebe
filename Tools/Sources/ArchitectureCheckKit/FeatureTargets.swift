// Which targets the rules read as a feature's, for the tools that add one.
public import ToolSupport

/// The rules' reading of feature names, for the tools that write features (`new-feature`): a
/// feature is a concrete module `X` beside its interface `XInterface`, under `Modules/`.
public enum FeatureTargets {
    /// Whether the targets a feature named `name` adds (`Modules/X/X`, `XInterface`, `XTesting`)
    /// would read as a concrete module, a feature's interface and its doubles. A name the rules
    /// reserve does not: `RouterX` reads as one of the engine's faces, and a name that ends like a
    /// generated target (`Interface`) as something else.
    public static func isFeatureName(_ name: String) -> Bool {
        let kind = { (target: String, type: String) in
            ModuleTarget.kind(name: target, path: "Modules/\(name)/\(target)", type: type, compositionRoots: [])
        }
        return kind(name, "regular") == .concrete && kind(name + "Interface", "regular") == .interface
            && kind(name + "Testing", "regular") == .testing
    }

    /// The features of a package: each concrete module whose interface `XInterface` is a target too.
    public static func features(in package: PackageDump) -> Set<String> {
        let kinds = Dictionary(
            package.targets.map {
                ($0.name, ModuleTarget.kind(name: $0.name, path: $0.path, type: $0.type, compositionRoots: []))
            }, uniquingKeysWith: { first, _ in first })
        return Set(kinds.keys.filter { kinds[$0] == .concrete && kinds[$0 + "Interface"] == .interface })
    }
}
