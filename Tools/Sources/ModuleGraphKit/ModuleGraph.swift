// A package's module graph, drawn as Mermaid or Graphviz DOT.
import ToolSupport

/// The app's modules (no test targets) and their dependencies inside the package, in manifest order.
struct ModuleGraph {
    struct Module {
        let name: String
        let dependencies: [String]
        /// The dependencies a package trait enables (GtkUI's on CGtk under GTK), drawn dotted.
        var optIn: [String] = []
    }

    /// The foundations every module uses; with the shims under Support/ (the lock every
    /// implementation may use), Mermaid leaves out edges to them but the engine's, DOT draws them.
    static let foundations: Set<String> = ["UIToolkitInterface", "RouterInterface", "InjectionInterface"]

    let modules: [Module]
    /// ``foundations`` and the package's shims under Support/.
    let everywhere: Set<String>

    init(_ package: PackageDump) {
        let app = package.targets.filter { $0.type != "test" && !$0.path.hasPrefix("Tests/") }
        let names = Set(app.map(\.name))
        modules = app.map {
            Module(
                name: $0.name, dependencies: $0.targetDependencies.filter(names.contains),
                optIn: $0.optInDependencies.filter(names.contains))
        }
        everywhere = Self.foundations.union(app.filter { $0.path.hasPrefix("Support/") }.map(\.name))
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
        let interfaces = modules.map(\.name).filter { $0.hasSuffix("Interface") && !Self.foundations.contains($0) }
        if !interfaces.isEmpty {
            lines.append("  subgraph interfaces")
            for start in stride(from: 0, to: interfaces.count, by: 6) {
                lines.append(
                    "    " + interfaces[start..<min(start + 6, interfaces.count)].map(node).joined(separator: "; "))
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
                if !named, !interfaces.contains(module.name), !everywhere.contains(module.name) {
                    lines.append("  \(node(module.name))")
                }
                continue
            }
            lines.append("  \(node(module.name)) --> \(shown.map(node).joined(separator: " & "))")
        }
        if !interfaces.isEmpty, names.contains("RouterInterface") { lines.append("  interfaces --> RouterInterface") }
        return lines.joined(separator: "\n")
    }

    /// The graph as Graphviz DOT, every edge drawn, interfaces dashed.
    var dot: String {
        var lines = ["digraph modules {", "  rankdir=BT;", "  node [shape=box, fontname=\"Helvetica\"];"]
        for module in modules {
            let style = module.name.hasSuffix("Interface") ? " [style=dashed]" : ""
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
