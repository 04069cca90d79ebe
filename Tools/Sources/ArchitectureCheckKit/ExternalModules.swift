// The modules a configured package's external packages offer, and what each is to the rules.
import Foundation
import ToolSupport

/// The modules of a configured package's direct dependencies, each classified for the rules:
/// Horizon's as Horizon classifies its own (the core's and the faces' interfaces, the container's
/// interface and the seam are interfaces; `Router`, `Injection`, the faces and the toolkits belong
/// to roots; the inspection libraries to tests, tools and roots; `NavigationTesting` to tests and
/// examples); those of a package `check-architecture.json` lists with its interface products as
/// interfaces or root-only implementations; any other package's as shared, which every target may
/// import. An import of one is checked as an import of a target is: by its kind, and declared in
/// Package.swift through a product that offers it (rule 4).
struct ExternalModules {
    /// A module of a dependency.
    struct Module {
        /// The module as the rules see it.
        let target: ModuleTarget
        /// The products that offer it, which a target declares to import it.
        let products: Set<String>
    }

    /// Every module of every direct dependency, by module name.
    let modules: [String: Module]

    /// No dependency: Horizon's own layout, or a package of the toolchain only.
    static let none = ExternalModules(modules: [:])

    private init(modules: [String: Module]) {
        self.modules = modules
    }

    /// Reads each direct dependency's manifest from its folder: a local package's, or the resolved
    /// checkout under `.build/checkouts`.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when a dependency is not resolved or its manifest
    ///   does not load: the imports of its modules could not be checked.
    init(of package: PackageDump, at root: URL, configuration: ArchitectureConfiguration) throws {
        var modules: [String: Module] = [:]
        for dependency in package.dependencies {
            let manifest = try PackageDump.dumping(try Self.folder(of: dependency, at: root))
            let interfaces = configuration.entry(for: dependency)?.interfaces
            let isHorizon = PackageLayout.isHorizon(manifest)
            for target in manifest.targets where !["test", "plugin", "macro"].contains(target.type) {
                let products = Set((manifest.products ?? []).filter { $0.targets.contains(target.name) }.map(\.name))
                let kind: ModuleTarget.Kind
                if isHorizon {
                    kind = ModuleTarget.kind(
                        name: target.name, path: target.path, type: target.type, compositionRoots: [])
                } else if let interfaces {
                    kind = products.isDisjoint(with: interfaces) ? .rootOnly : .interface
                } else {
                    kind = .shared
                }
                let module = ModuleTarget(external: target, of: manifest.name, kind: kind)
                modules[PackageDump.moduleName(of: target.name)] = Module(target: module, products: products)
            }
        }
        self.modules = modules
    }

    /// A dependency's folder: a local package's, or its checkout once SwiftPM resolved it.
    private static func folder(of dependency: PackageDump.ExternalPackage, at root: URL) throws -> URL {
        if let path = dependency.localPath { return URL(fileURLWithPath: path) }
        let identity = dependency.identity ?? ""
        let checkout = root.appendingPathComponent(".build/checkouts/\(identity)")
        guard !identity.isEmpty,
            FileManager.default.fileExists(atPath: checkout.appendingPathComponent("Package.swift").path)
        else {
            throw Tool.Failure.badInput(
                "the dependency \(dependency.name ?? identity) is not resolved, so the imports of its modules cannot "
                    + "be checked: build the package (swift build) or resolve it (swift package resolve) first")
        }
        return checkout
    }
}
