// Which targets the rules read as a feature's, for the tools that add one.
import ToolSupport

/// The rules' reading of feature names, for the tools that write features (`new-feature`): a
/// feature is a concrete module `X` beside its interface `XInterface` (``PackageLayout/features(in:)``
/// lists a package's).
public enum FeatureTargets {
    /// Whether the targets a feature named `name` adds (`Modules/X/X`, `XInterface`, `XTesting`)
    /// would read as a concrete module, a feature's interface and its doubles. A name the rules
    /// reserve does not: `RouterX` reads as one of the engine's faces, and a name that ends like a
    /// generated target (`Interface`) as something else.
    public static func isFeatureName(_ name: String) -> Bool {
        clash(ofFeatureNamed: name) == nil
    }

    /// Why the targets of a feature named `name` would not read as a feature's, naming the
    /// target and what the architecture check takes it for; `nil` when they would.
    public static func clash(ofFeatureNamed name: String) -> String? {
        let expected: [(target: String, kind: ModuleTarget.Kind)] = [
            (name, .concrete), (name + "Interface", .interface), (name + "Testing", .testing),
        ]
        for (target, kind) in expected {
            let found = ModuleTarget.kind(
                name: target, path: PackageFolders.horizon.feature(name) + "/" + target, type: "regular",
                compositionRoots: [])
            guard found != kind else { continue }
            return "\(target) would read as \(Self.reading(of: found, target)) to the architecture check"
        }
        return nil
    }

    /// What a target of a kind the engine reserves is, in a few words.
    private static func reading(of kind: ModuleTarget.Kind, _ target: String) -> String {
        switch kind {
        case .container: "the dependency container (Horizon's Injection)"
        case .containerInterface: "the container's interface (Horizon's InjectionInterface)"
        case .engine: "the router's engine (Horizon's Router)"
        case .routerInterface: "the router's core interface (Horizon's RouterInterface)"
        case .routerInspection: "the router's inspection (Horizon's RouterInspection)"
        case .face: "one of the engine's faces (a name starting with Router)"
        case .faceInterface: "a face's interface (a name starting with Router and ending in Interface)"
        case .interface: "an interface (a name ending in Interface)"
        case .testing: "a target of doubles (a name ending in Testing)"
        default: "something other than a feature's target"
        }
    }

}
