// How the tools read a package's targets: Horizon's layout, or its check-architecture.json.
public import Foundation
public import ToolSupport

/// How the tools read a package's targets: which are features, interfaces and composition roots,
/// and where new ones go. Without a `check-architecture.json`, Horizon's layout (its folders, its
/// engine's names); with one, what the file says. Every tool that needs a place asks this type,
/// never a folder's or a name's literal.
public struct PackageLayout: Sendable {
    /// The package's `check-architecture.json`, `nil` for Horizon's layout.
    let configuration: ArchitectureConfiguration?

    /// Horizon's layout.
    public static let horizon = PackageLayout(configuration: nil)

    /// The layout of the package at `root`: its `check-architecture.json`, or Horizon's.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the file does not fit.
    public static func of(package root: URL) throws -> PackageLayout {
        PackageLayout(configuration: try ArchitectureConfiguration.load(nil, package: root))
    }

    /// Whether a manifest is Horizon's: the package named Horizon that offers the engine. Its
    /// products are read as Horizon reads its own targets, wherever it is a dependency.
    public static func isHorizon(_ manifest: PackageDump) -> Bool {
        manifest.name == "Horizon" && manifest.products?.contains { $0.name == "Router" } == true
    }

    /// The folders the package keeps its kinds of targets in.
    public var folders: PackageFolders { configuration?.folders ?? .horizon }

    /// What ends an interface's name: `Interface` unless the configuration says otherwise.
    public var interfaceSuffix: String { configuration?.interfaceSuffix ?? "Interface" }

    /// What ends the name of a target of doubles: `Testing` unless the configuration says otherwise.
    public var testingSuffix: String { configuration?.testingSuffix ?? "Testing" }

    /// The composition roots the configuration names, the app's first; `nil` in Horizon's layout.
    public var configuredRoots: [String]? { configuration?.compositionRoots }

    /// The kind of a target, as `check-architecture` reads it.
    func kind(of target: PackageDump.Target) -> ModuleTarget.Kind {
        configuration?.kind(of: target)
            ?? ModuleTarget.kind(name: target.name, path: target.path, type: target.type, compositionRoots: [])
    }

    /// The features of a package: each concrete module whose interface (its name and the
    /// interface suffix) is a target too.
    public func features(in package: PackageDump) -> Set<String> {
        let kinds = Dictionary(
            package.targets.map { ($0.name, kind(of: $0)) }, uniquingKeysWith: { first, _ in first })
        return Set(kinds.keys.filter { kinds[$0] == .concrete && kinds[$0 + interfaceSuffix] == .interface })
    }

    /// Whether a target is an interface: a name ending in the interface suffix.
    public func isInterface(_ target: PackageDump.Target) -> Bool {
        target.name.hasSuffix(interfaceSuffix)
    }

    /// The composition roots: the configuration's, the targets under the app's folder, and the
    /// examples (each composes one feature alone).
    public func compositionRoots(in package: PackageDump) -> Set<String> {
        Set(
            package.targets.filter {
                PackageFolders.path($0.path, isIn: folders.app) || PackageFolders.path($0.path, isIn: folders.examples)
                    || kind(of: $0) == .example
            }.map(\.name) + (configuredRoots ?? []))
    }

    /// The engine's faces, which build on it: what an edit of Horizon's engine `Router` may
    /// recompile beside the roots. A feature has none.
    public func faces(of place: String, in package: PackageDump) -> Set<String> {
        guard let target = package.targets.first(where: { $0.name == place }), kind(of: target) == .engine else {
            return []
        }
        return Set(package.targets.filter { kind(of: $0) == .face }.map(\.name))
    }
}
