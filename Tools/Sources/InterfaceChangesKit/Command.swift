// The interface-change report: what changed in the public API of every interface module between
// a commit and the working tree, which modules recompile because of it, and whether a concrete
// module shows more than its one module entry.
import ArchitectureCheckKit
import Foundation
import ToolSupport

/// The `interface-changes` executable's work: it reads `CommandLine.arguments` and exits with the tool's status.
public enum InterfaceChangesCommand {
    static let usage = """
        usage: interface-changes [BASE] [--package-path DIR] [--help]

        Compares the public API of every *Interface module (RouterInterface included) at BASE (a
        commit, default HEAD~1: the previous commit) with the working tree of the package at DIR
        (default: the current directory; Scripts/interface-changes passes Horizon's). Both are built
        in scratch folders of their own (.build-interfaces and .build-interfaces-base in the package,
        kept for the next run), with the compiler's symbol graphs (-emit-symbol-graph). Prints, per
        changed module, each declaration added (+), removed (-) or changed (~), whether it breaks
        code compiled against BASE (a removal, a changed declaration, a new protocol requirement
        without a default), and every module that recompiles because of it.

        It also checks that each concrete module under Modules/ shows nothing public but its one
        entry, XEntry: anything else is a finding.

        Exits 0 with the report; 1 when a concrete module shows more than its entry or BASE does not
        build; 2 on bad input (not a git repository, an unknown BASE, a working tree that does not
        build: the reason names the file and its first error).
        """

    /// Runs the tool and exits: 0 done, 1 a finding, 2 bad input (the reason on standard error).
    public static func main() -> Never {
        Tool.run(named: "interface-changes", usage: usage) { arguments in
            var package: URL?
            var base = "HEAD~1"
            while let word = arguments.next() {
                switch word {
                case "--package-path": package = try arguments.package(of: word)
                case _ where word.hasPrefix("-"): throw Arguments.unknown(word)
                default: base = word
                }
            }
            let root = try package ?? Arguments.currentPackage()
            let git = try Git(package: root)
            let commit = try git.commit(base)
            FileHandle.standardError.write(
                Data("interface-changes: \(try git.summary(of: commit)) → the working tree\n".utf8))
            let now = try Snapshot(tree: root, package: root, name: "the working tree")
            let layout = try PackageLayout.of(package: root)
            guard now.manifest.targets.contains(where: { layout.isInterface($0) && $0.type == "regular" }) else {
                throw Tool.Failure.badInput(
                    "\(now.manifest.name) has no module whose name ends in \(layout.interfaceSuffix): interface-changes "
                        + "compares those, and reads no other module's public API")
            }
            let work = try ScratchFolder("horizon-interface-changes")
            defer { work.remove() }
            let baseTree = try git.extract(commit, into: work.url.appendingPathComponent("base"))
            let before = try Snapshot(tree: baseTree, package: root, name: "at \(commit.prefix(7))")
            let (beforeGraphs, nowGraphs) = (
                work.url.appendingPathComponent("graphs-base"), work.url.appendingPathComponent("graphs-now")
            )
            try now.buildSymbolGraphs(
                of: now.modules(concrete: true, layout: layout),
                scratch: root.appendingPathComponent(".build-interfaces"),
                into: nowGraphs)
            try before.buildSymbolGraphs(
                of: before.modules(concrete: false, layout: layout),
                scratch: root.appendingPathComponent(".build-interfaces-base"), into: beforeGraphs)
            return try report(now.manifest, layout: layout, before: beforeGraphs, after: nowGraphs)
        }
    }

    /// Prints each interface module's changes and what recompiles, then what concrete modules expose.
    ///
    /// - Returns: `.finding` when a concrete module shows more than its entry.
    static func report(_ package: PackageDump, layout: PackageLayout, before: URL, after: URL) throws -> Tool.Status {
        let interfaces = package.targets.filter(layout.isInterface).map(\.name).sorted()
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
        let exposures = try concreteExposures(package, layout: layout, in: after)
        for exposure in exposures { FileHandle.standardError.write(Data("interface-changes: \(exposure)\n".utf8)) }
        return exposures.isEmpty ? .success : .finding
    }
}

/// Public symbols of concrete modules (a feature's, as `check-architecture` reads the package:
/// ``PackageLayout/features(in:)``) beyond their one entry, `XEntry`: each is a finding. The engine is not a
/// feature: `Router`, the faces' implementations, the dependency container and the UI toolkits
/// show the API the root composes with; an `XTesting` target's doubles are public for the tests
/// and examples that import them.
func concreteExposures(_ package: PackageDump, layout: PackageLayout, in folder: URL) throws -> [String] {
    let features = layout.features(in: package)
    let concrete = package.targets.filter { features.contains($0.name) }
    var findings: [String] = []
    for target in concrete.sorted(by: { $0.name < $1.name }) {
        guard let graph = try SymbolGraph.load(module: target.name, in: folder) else { continue }
        let entry = "\(target.name)Entry"
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
