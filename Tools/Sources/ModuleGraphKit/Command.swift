// Prints a package's module graph, from `swift package dump-package`, as Mermaid or Graphviz
// DOT, and keeps the Mermaid block of a Markdown file up to date. Its executable runs from Scripts/module-graph.
//
// usage: module-graph-tool (mermaid | dot | check FILE | write FILE) < dump-package.json
import Foundation
import ToolSupport

/// The `module-graph` executable's work: it reads `CommandLine.arguments` and exits with the tool's status.
public enum ModuleGraphCommand {
    /// Runs the tool and exits: 0 done, 1 a finding, 2 bad input (the reason on standard error).
    public static func main() -> Never {
        Tool.run(named: "module-graph") {
            let arguments = Array(CommandLine.arguments.dropFirst())
            guard let mode = arguments.first, ["mermaid": 1, "dot": 1, "check": 2, "write": 2][mode] == arguments.count
            else {
                throw Tool.Failure.badInput(
                    "usage: module-graph-tool (mermaid | dot | check FILE | write FILE) < dump.json")
            }
            let graph = ModuleGraph(try PackageDump.decode(FileHandle.standardInput.readDataToEndOfFile()))
            let fenced = "\n```mermaid\n\(graph.mermaid)\n```\n"
            switch mode {
            case "mermaid":
                print(graph.mermaid)
            case "dot":
                print(graph.dot)
            case "check":
                guard try MarkdownBlock(path: arguments[1]).contents == fenced else {
                    throw Tool.Failure.finding(
                        "the module graph in \(arguments[1]) is out of date: run Scripts/module-graph --write \(arguments[1])"
                    )
                }
                print("module-graph: \(arguments[1]) shows the current graph (\(graph.modules.count) modules)")
            default:
                try MarkdownBlock(path: arguments[1]).write(fenced)
                print("module-graph: wrote the graph of \(graph.modules.count) modules into \(arguments[1])")
            }
            return .success
        }
    }
}
