// The local packages a package depends on by path, directly or through one another.
public import Foundation

extension PackageDump {
    /// A local package this package depends on by path: its folder, its identity and its manifest.
    public struct LocalPackage: Sendable {
        /// Its folder, absolute.
        public let folder: URL
        /// Its identity, as a `.product(name:package:)` names it (`core` for `../Core`).
        public let identity: String
        /// Its manifest.
        public let manifest: PackageDump

        /// Whether a dependency on `product` (of the package `package`, when the manifest names
        /// it) is one on this package's product.
        public func offers(_ product: String, package: String?) -> Bool {
            if let package { return package.lowercased() == identity.lowercased() }
            return manifest.products?.contains { $0.name == product } == true
        }
    }

    /// The local packages (`.package(path: "../Core")`) this package depends on, directly or
    /// through one another, each once, in the order they are found.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when one's manifest does not load.
    public func localPackages() throws -> [LocalPackage] {
        var found: [LocalPackage] = []
        var pending = dependencies.compactMap(Self.local)
        while !pending.isEmpty {
            let (folder, identity) = pending.removeFirst()
            guard !found.contains(where: { $0.folder == folder }) else { continue }
            let manifest = try PackageDump.dumping(folder)
            found.append(LocalPackage(folder: folder, identity: identity, manifest: manifest))
            pending += manifest.dependencies.compactMap(Self.local)
        }
        return found
    }

    /// The folders of ``localPackages()``.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when one's manifest does not load.
    public func localPackageFolders() throws -> [URL] {
        try localPackages().map(\.folder)
    }

    /// A local dependency's folder and identity (SwiftPM's: the folder's name, lowercased, when
    /// the loader gave none); `nil` for a package from a repository or a registry.
    private static func local(_ dependency: ExternalPackage) -> (URL, String)? {
        guard let path = dependency.localPath else { return nil }
        let folder = URL(fileURLWithPath: path).standardizedFileURL
        return (folder, dependency.identity ?? folder.lastPathComponent.lowercased())
    }

    /// This manifest with the targets of its local packages (``localPackages()``) that its own
    /// built targets reach, after its own, each with its folder given from `root`, this
    /// package's folder (`../Core/Sources/Core`): what a build of this package compiles, so
    /// that a module of a sibling package can be measured and edited as one of the package's. A
    /// target whose name the package has already is left out, as are tests, plugins and binary
    /// and system targets.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when a local package's manifest does not load.
    public func includingLocalPackages(from root: URL) throws -> PackageDump {
        let locals = try localPackages()
        var names = Set(targets.map(\.name))
        var members = targets.map { (target: $0, names: names) }
        for local in locals {
            let prefix = Self.relativePath(from: root.standardizedFileURL, to: local.folder)
            let built = local.manifest.targets.filter {
                !["test", "plugin", "binary", "system"].contains($0.type) && names.insert($0.name).inserted
            }
            members += built.map { target in
                var target = target
                target.declaredPath = prefix + "/" + target.path
                target.sourceFiles = target.sourceFiles?.map { prefix + "/" + $0 }
                return (target, Set(built.map(\.name)))
            }
        }
        let byName = Dictionary(members.map { ($0.target.name, $0) }, uniquingKeysWith: { first, _ in first })
        let reached = reachable(from: targets.filter { $0.type != "test" }.map(\.name)) { name in
            byName[name].map { Self.dependencies(of: $0.target, among: $0.names, localPackages: locals) } ?? []
        }
        var merged = self
        merged.targets += members.dropFirst(targets.count).map(\.target).filter { reached.contains($0.name) }
        return merged
    }

    /// The targets a target depends on: of its package's (`names`), and of the local packages'
    /// products it uses, by `.product(name:package:)` or by a name no target of its package has.
    public static func dependencies(of target: Target, among names: Set<String>, localPackages: [LocalPackage])
        -> [String]
    {
        let byName = target.targetDependencies.filter { !names.contains($0) }.map { (name: $0, package: String?.none) }
        let products = (target.productUses + byName).flatMap { product in
            localPackages.first { $0.offers(product.name, package: product.package) }?
                .manifest.products?.first { $0.name == product.name }?.targets ?? []
        }
        var seen = Set<String>()
        return (target.targetDependencies.filter(names.contains) + products).filter { seen.insert($0).inserted }
    }

    /// The path from the folder `from` to `to`: `../Core` for a sibling.
    public static func relativePath(from: URL, to: URL) -> String {
        let base = commonFolder(of: [from, to]).pathComponents
        let up = Array(repeating: "..", count: from.standardizedFileURL.pathComponents.count - base.count)
        let down = Array(to.standardizedFileURL.pathComponents.dropFirst(base.count))
        return (up + down).joined(separator: "/")
    }

    /// The deepest folder that holds every one of `folders`.
    public static func commonFolder(of folders: [URL]) -> URL {
        let paths = folders.map { $0.standardizedFileURL.pathComponents }
        guard var common = paths.first else { return URL(fileURLWithPath: "/") }
        for components in paths.dropFirst() {
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: common.isEmpty ? "/" : NSString.path(withComponents: common))
    }
}
