// Prints a package's module graph, from `swift package dump-package`, as Mermaid or Graphviz
// DOT, and keeps the Mermaid block of a Markdown file up to date. Run by Scripts/module-graph.
//
// usage: module-graph-tool (mermaid | dot | check FILE | write FILE) < dump-package.json
import Foundation

func fail(_ message: String, code: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("module-graph: \(message)\n".utf8))
    exit(code)
}

struct Module {
    let name: String
    let dependencies: [String]
}

/// The modules of the app (no test targets), in manifest order.
func modules(from data: Data) -> [Module] {
    guard let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let targets = manifest["targets"] as? [[String: Any]] else {
        fail("could not read the output of `swift package dump-package`")
    }
    let app = targets.filter { ($0["type"] as? String) != "test" && !(($0["path"] as? String) ?? "").hasPrefix("Tests/") }
    let names = Set(app.compactMap { $0["name"] as? String })
    return app.compactMap { target in
        guard let name = target["name"] as? String else { return nil }
        let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> String? in
            for key in ["target", "byName"] { if let first = (dependency[key] as? [Any])?.first as? String { return first } }
            return nil
        }
        return Module(name: name, dependencies: dependencies.filter(names.contains))
    }
}

/// The foundations every module uses; Mermaid leaves out edges to them, DOT draws them.
let foundations: Set<String> = ["HeadlessUI", "RouterInterface"]

func mermaid(_ modules: [Module]) -> String {
    var lines = ["graph BT"]
    let interfaces = modules.map(\.name).filter { $0.hasSuffix("Interface") && !foundations.contains($0) }
    lines.append("  subgraph interfaces")
    for start in stride(from: 0, to: interfaces.count, by: 6) {
        lines.append("    " + interfaces[start..<min(start + 6, interfaces.count)].joined(separator: "; "))
    }
    lines.append("  end")
    for module in modules {
        let shown = foundations.contains(module.name) || module.name == "Router"
            ? module.dependencies : module.dependencies.filter { !foundations.contains($0) }
        guard !shown.isEmpty else { continue }
        lines.append("  \(module.name) --> \(shown.joined(separator: " & "))")
    }
    lines.append("  interfaces --> RouterInterface")
    return lines.joined(separator: "\n")
}

func dot(_ modules: [Module]) -> String {
    var lines = ["digraph modules {", "  rankdir=BT;", "  node [shape=box, fontname=\"Helvetica\"];"]
    for module in modules {
        let style = module.name.hasSuffix("Interface") ? " [style=dashed]" : ""
        lines.append("  \"\(module.name)\"\(style);")
        for dependency in module.dependencies { lines.append("  \"\(module.name)\" -> \"\(dependency)\";") }
    }
    lines.append("}")
    return lines.joined(separator: "\n")
}

let begin = "<!-- module-graph:begin (Scripts/module-graph --write README.md) -->"
let end = "<!-- module-graph:end -->"

/// The Markdown file's text with its module-graph block, and the block's range.
func block(in path: String) -> (text: String, range: Range<String.Index>) {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)") }
    guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else {
        fail("\(path) has no block between '\(begin)' and '\(end)'")
    }
    return (text, start.upperBound..<stop.lowerBound)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let graph = modules(from: FileHandle.standardInput.readDataToEndOfFile())
let fenced = "\n```mermaid\n\(mermaid(graph))\n```\n"
switch arguments.first {
case "mermaid": print(mermaid(graph))
case "dot": print(dot(graph))
case "check" where arguments.count == 2:
    let (text, range) = block(in: arguments[1])
    guard text[range] == fenced else {
        fail("the module graph in \(arguments[1]) is out of date: run Scripts/module-graph --write \(arguments[1])", code: 1)
    }
    print("module-graph: \(arguments[1]) shows the current graph (\(graph.count) modules)")
case "write" where arguments.count == 2:
    var (text, range) = block(in: arguments[1])
    text.replaceSubrange(range, with: fenced)
    do { try text.write(toFile: arguments[1], atomically: true, encoding: .utf8) } catch { fail("cannot write \(arguments[1]): \(error)") }
    print("module-graph: wrote the graph of \(graph.count) modules into \(arguments[1])")
default: fail("usage: module-graph-tool (mermaid | dot | check FILE | write FILE) < dump.json")
}
