// A package's module graph, drawn as Mermaid or Graphviz DOT.
import ArchitectureCheckKit
import Foundation
import ToolSupport

/// The app's modules (no test targets) and their dependencies inside the package, in manifest
/// order, then those of the local packages it depends on by path, each in a box of its own.
struct ModuleGraph {
    struct Module {
        let name: String
        let dependencies: [String]
        /// The dependencies a package trait enables (GtkUI's on CGtk under GTK), drawn dotted.
        var optIn: [String] = []
    }

    /// A local package's modules (`.package(path: "../Core")`), drawn in a box named by its folder.
    struct Group {
        /// The box's identifier: `package_core`.
        let identifier: String
        /// What the box says: the package's name and its folder from the package's, `Core (../Core)`.
        let label: String
        let modules: [String]
    }

    /// The foundations every module uses; with the shims under Support/ (the lock every
    /// implementation may use), Mermaid leaves out edges to them but the engine's, DOT draws them.
    static let foundations: Set<String> = [
        "UIToolkitInterface", "RouterInterface", "NavigationInterface", "InjectionInterface",
    ]

    let modules: [Module]
    let groups: [Group]
    /// ``foundations`` and the package's shims under Support/.
    let everywhere: Set<String>
    /// What ends an interface's name, which the graph groups and dashes.
    let interfaceSuffix: String

    /// - Parameters:
    ///   - root: The package's folder, from which a local package's folder is named.
    ///   - localPackages: The local packages it depends on (``PackageDump/localPackages()``): a
    ///     dependency on one of their products is an edge to the product's targets, and of their
    ///     modules those the package's reach are drawn. A target whose name a package drawn before
    ///     has is left out: SwiftPM refuses such a build.
    ///   - layout: How the package names its interfaces, which the graph groups (``PackageLayout``).
    init(
        _ package: PackageDump, root: URL? = nil, localPackages: [PackageDump.LocalPackage] = [],
        layout: PackageLayout = .horizon
    ) {
        interfaceSuffix = layout.interfaceSuffix
        var drawn = Set<String>()
        let own = Self.appTargets(of: package).filter { drawn.insert($0.name).inserted }
        var members: [(target: PackageDump.Target, names: Set<String>)] = own.map { ($0, Set(own.map(\.name))) }
        var groups: [Group] = []
        for local in localPackages {
            let built = Self.appTargets(of: local.manifest).filter { drawn.insert($0.name).inserted }
            let folder = root.map { PackageDump.relativePath(from: $0, to: local.folder) } ?? local.folder.path
            groups.append(
                Group(
                    identifier: "package_" + PackageDump.moduleName(of: local.identity),
                    label: "\(local.manifest.name) (\(folder))", modules: built.map(\.name)))
            members += built.map { ($0, Set(built.map(\.name))) }
        }
        let all = members.map { target, names in
            Module(
                name: target.name,
                dependencies: PackageDump.dependencies(of: target, among: names, localPackages: localPackages)
                    .filter(drawn.contains),
                optIn: target.optInDependencies.filter(names.contains))
        }
        // Of a local package, what the package's modules reach: what its build compiles.
        let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let reached = reachable(from: own.map(\.name)) { (byName[$0]?.dependencies ?? []) + (byName[$0]?.optIn ?? []) }
        modules = all.filter { reached.contains($0.name) }
        self.groups = groups.map {
            Group(identifier: $0.identifier, label: $0.label, modules: $0.modules.filter(reached.contains))
        }.filter { !$0.modules.isEmpty }
        everywhere = Self.foundations.union(
            own.filter { PackageFolders.path($0.path, isIn: PackageFolders.horizon.support) }.map(\.name))
    }

    /// A package's targets the graph draws: neither tests nor helpers under Tests/.
    private static func appTargets(of package: PackageDump) -> [PackageDump.Target] {
        package.targets.filter {
            $0.type != "test" && !PackageFolders.path($0.path, isIn: PackageFolders.horizon.tests)
        }
    }

    /// The graph as a Mermaid flowchart, interfaces grouped in one box when there are any. A
    /// name Mermaid cannot take as a node (`generate-manual`) is the node's label, its module name the node.
    var mermaid: String {
        var lines = ["graph BT"]
        let names = Set(modules.map(\.name))
        let node = { (name: String) in
            let identifier = PackageDump.moduleName(of: name)
            return identifier == name ? name : "\(identifier)[\"\(name)\"]"
        }
        let grouped = Set(groups.flatMap(\.modules))
        let interfaces = modules.map(\.name).filter {
            $0.hasSuffix(interfaceSuffix) && !Self.foundations.contains($0) && !grouped.contains($0)
        }
        if !interfaces.isEmpty {
            lines.append("  subgraph interfaces")
            for start in stride(from: 0, to: interfaces.count, by: 6) {
                lines.append(
                    "    " + interfaces[start..<min(start + 6, interfaces.count)].map(node).joined(separator: "; "))
            }
            lines.append("  end")
        }
        for group in groups {
            lines.append("  subgraph \(group.identifier)[\"\(group.label)\"]")
            for start in stride(from: 0, to: group.modules.count, by: 6) {
                lines.append(
                    "    "
                        + group.modules[start..<min(start + 6, group.modules.count)].map(node).joined(separator: "; "))
            }
            lines.append("  end")
        }
        for module in modules {
            let shown =
                everywhere.contains(module.name) || module.name == "Router"
                ? module.dependencies : module.dependencies.filter { !everywhere.contains($0) }
            if !module.optIn.isEmpty {
                lines.append("  \(node(module.name)) -.->|trait| \(module.optIn.map(node).joined(separator: " & "))")
            }
            guard !shown.isEmpty else {
                // A module no edge names still shows, as a lone node.
                let named = modules.contains { $0.dependencies.contains(module.name) || $0.optIn.contains(module.name) }
                if !named, !interfaces.contains(module.name), !grouped.contains(module.name),
                    !everywhere.contains(module.name)
                {
                    lines.append("  \(node(module.name))")
                }
                continue
            }
            lines.append("  \(node(module.name)) --> \(shown.map(node).joined(separator: " & "))")
        }
        if !interfaces.isEmpty, names.contains("RouterInterface") { lines.append("  interfaces --> RouterInterface") }
        return lines.joined(separator: "\n")
    }

    /// The graph as Graphviz DOT, every edge drawn, interfaces dashed, each local package's modules in a cluster.
    var dot: String {
        var lines = ["digraph modules {", "  rankdir=BT;", "  node [shape=box, fontname=\"Helvetica\"];"]
        for group in groups {
            lines.append("  subgraph \"cluster_\(group.identifier)\" {")
            lines.append("    label=\"\(group.label)\";")
            lines += group.modules.map { "    \"\($0)\";" }
            lines.append("  }")
        }
        for module in modules {
            let style = module.name.hasSuffix(interfaceSuffix) ? " [style=dashed]" : ""
            lines.append("  \"\(module.name)\"\(style);")
            for dependency in module.dependencies { lines.append("  \"\(module.name)\" -> \"\(dependency)\";") }
            for dependency in module.optIn {
                lines.append("  \"\(module.name)\" -> \"\(dependency)\" [style=dotted, label=\"trait\"];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
