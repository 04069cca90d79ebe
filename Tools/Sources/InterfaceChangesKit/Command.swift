// The interface-change report: what changed in the public API of every interface module between
// two symbol-graph folders, which modules recompile because of it, and whether a concrete module
// shows more than its one module entry. Its executable runs from Scripts/interface-changes.
//
// usage: interface-changes-tool BEFORE-DIR AFTER-DIR < dump-package.json
//        interface-changes-tool targets (interfaces | all) < dump-package.json
import Foundation
import ToolSupport

/// The `interface-changes` executable's work: it reads `CommandLine.arguments` and exits with the tool's status.
public enum InterfaceChangesCommand {
    /// Runs the tool and exits: 0 done, 1 a finding, 2 bad input (the reason on standard error).
    public static func main() -> Never {
        Tool.run(named: "interface-changes") {
            let arguments = Array(CommandLine.arguments.dropFirst())
            let usage =
                "usage: interface-changes-tool BEFORE-DIR AFTER-DIR < dump.json, or targets (interfaces | all) < dump.json"
            guard arguments.count == 2 else { throw Tool.Failure.badInput(usage) }
            let package = try PackageDump.decode(FileHandle.standardInput.readDataToEndOfFile())
            if arguments[0] == "targets" {
                guard ["interfaces", "all"].contains(arguments[1]) else { throw Tool.Failure.badInput(usage) }
                // The interface modules; with `all`, every regular target under Modules/ too.
                for target in package.targets
                where target.name.hasSuffix("Interface")
                    || (arguments[1] == "all" && target.type == "regular" && target.path.hasPrefix("Modules/"))
                {
                    print(target.name)
                }
                return .success
            }
            let (before, after) = (URL(fileURLWithPath: arguments[0]), URL(fileURLWithPath: arguments[1]))
            let interfaces = package.targets.map(\.name).filter { $0.hasSuffix("Interface") }.sorted()
            var changed = 0
            for module in interfaces {
                let diff = InterfaceDiff(
                    module: module, before: try SymbolGraph.load(module: module, in: before),
                    after: try SymbolGraph.load(module: module, in: after))
                guard !diff.changes.isEmpty else { continue }
                changed += 1
                let added = diff.changes.count { $0.kind == .added }
                let removed = diff.changes.count { $0.kind == .removed }
                let altered = diff.changes.count { $0.kind == .changed }
                print(
                    "\(module): \(added) added, \(removed) removed, \(altered) changed — "
                        + (diff.isBreaking ? "BREAKING" : "additive"))
                for change in diff.changes {
                    print("  \(change.kind.rawValue) \(change.path): \(change.declaration)")
                    if let reason = change.breaking { print("      breaking: \(reason)") }
                }
                let dependents = package.dependents(of: module)
                print("  recompiles: \(dependents.count) modules: \(dependents.joined(separator: ", "))")
            }
            if changed == 0 { print("interface-changes: no interface module's public API changed") }
            let exposures = try concreteExposures(package, in: after)
            for exposure in exposures { FileHandle.standardError.write(Data("interface-changes: \(exposure)\n".utf8)) }
            return exposures.isEmpty ? .success : .finding
        }
    }
}

/// Public symbols of concrete modules (under Modules/, not interfaces) beyond their one entry,
/// `XModule`: each is a finding. The engine is not a feature: `Router`, the faces' implementations
/// (`RouterServices`, …, in `Modules/Router…/`) and the UI toolkits (`HeadlessUI`, `DeclarativeUI`,
/// in `Modules/UIToolkit/`) show the API the root composes with; an `XTesting` target's doubles
/// are public for the tests and examples that import them.
func concreteExposures(_ package: PackageDump, in folder: URL) throws -> [String] {
    let concrete = package.targets.filter {
        $0.type == "regular" && $0.path.hasPrefix("Modules/") && !$0.name.hasSuffix("Interface")
            && !$0.path.hasPrefix("Modules/Router") && !$0.path.hasPrefix("Modules/UIToolkit/")
            && !$0.name.hasSuffix("Testing")
    }
    var findings: [String] = []
    for target in concrete.sorted(by: { $0.name < $1.name }) {
        guard let graph = try SymbolGraph.load(module: target.name, in: folder) else { continue }
        let entry = "\(target.name)Module"
        for symbol in graph.symbols where symbol.pathComponents.first != entry {
            findings.append(
                "\(target.name) exposes \(symbol.path) (\(symbol.kind.displayName)): a concrete module shows only \(entry); make it internal or move it to \(target.name)Interface"
            )
        }
    }
    return findings
}

extension PackageDump {
    /// Every target that depends on `module`, directly or through others, sorted.
    func dependents(of module: String) -> [String] {
        var found: Set<String> = []
        var frontier = [module]
        while let next = frontier.popLast() {
            for target in targets where target.targetDependencies.contains(next) && found.insert(target.name).inserted {
                frontier.append(target.name)
            }
        }
        return found.sorted()
    }
}
