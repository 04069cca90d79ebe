// Prints a package's module graph, from `swift package dump-package`, as Mermaid or Graphviz
// DOT, and keeps the Mermaid block of a Markdown file up to date.
import ArchitectureCheckKit
import Foundation
import ToolSupport

/// The `module-graph` executable's work: it reads `CommandLine.arguments` and exits with the tool's status.
public enum ModuleGraphCommand {
    static let usage = """
        usage: module-graph [--dot] [--check FILE | --write FILE] [--package-path DIR] [--help]

          (no option)    print the module graph as Mermaid (edges to UIToolkitInterface, RouterInterface and
                         InjectionInterface, which every module may use, and to the shims under Support/ are
                         left out, but the engine's); the local packages it depends on by path
                         (.package(path: "../Core")) in a box each, an edge to each target of a product used
          --dot          print it as Graphviz DOT, every edge drawn (render: dot -Tsvg)
          --check FILE   exit 1 when the block between the module-graph markers in FILE is out of date
          --write FILE   rewrite that block
          --package-path DIR  the package (default: the current directory; Scripts/module-graph passes Horizon's)
        Exits 0 on success, 1 when --check finds the file out of date, 2 on bad input.
        """

    /// Runs the tool and exits: 0 done, 1 a finding, 2 bad input (the reason on standard error).
    public static func main() -> Never {
        Tool.run(named: "module-graph", usage: usage) { arguments in
            var package: URL?
            var mode = "mermaid"
            var file = ""
            while let word = arguments.next() {
                switch word {
                case "--dot": mode = "dot"
                case "--check", "--write":
                    mode = String(word.dropFirst(2))
                    file = URL(fileURLWithPath: try arguments.value(of: word, "a file")).standardizedFileURL.path
                case "--package-path": package = try arguments.package(of: word)
                default: throw Arguments.unknown(word)
                }
            }
            let root = try package ?? Arguments.currentPackage()
            let manifest = try PackageDump.dumping(root)
            let graph = ModuleGraph(
                manifest, root: root, localPackages: try manifest.localPackages(),
                layout: try PackageLayout.of(package: root))
            let fenced = ModuleGraphBlock.fenced(graph)
            switch mode {
            case "mermaid":
                print(graph.mermaid)
            case "dot":
                print(graph.dot)
            case "check":
                guard try MarkdownBlock(path: file).contents == fenced else {
                    throw Tool.Failure.finding(
                        "the module graph in \(file) is out of date: run Scripts/module-graph --write \(file)")
                }
                print("module-graph: \(file) shows the current graph (\(graph.modules.count) modules)")
            default:
                try MarkdownBlock(path: file).write(fenced)
                print("module-graph: wrote the graph of \(graph.modules.count) modules into \(file)")
            }
            return .success
        }
    }
}
