import ArchitectureCheckKit
import Foundation
import ToolSupport

/// One tree of a package — the working tree, or a commit's extracted into a scratch folder —
/// built with the compiler's public symbol graphs of chosen modules.
struct Snapshot {
    /// The tree that builds.
    let tree: URL
    /// The package's own folder, which a failed build's paths are rewritten to.
    let package: URL
    /// What the tree is, for messages: `the working tree` or `at abc1234`.
    let name: String
    /// Its manifest.
    let manifest: PackageDump

    /// Reads the tree's manifest.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the working tree's manifest does not load;
    ///   ``Tool/Failure/finding(_:)`` when an older commit's does not (its paths given as the package's).
    init(tree: URL, package: URL, name: String) throws {
        (self.tree, self.package, self.name) = (tree, package, name)
        do {
            manifest = try PackageDump.dumping(tree)
        } catch let failure as Tool.Failure where tree != package {
            let reason = failure.description.replacingOccurrences(of: tree.path, with: package.path)
            throw Tool.Failure.finding("\(name): \(reason)")
        }
    }

    /// The modules whose public API the report compares: every interface of the layout; with
    /// `concrete`, every feature's concrete module too (to find what they expose).
    func modules(concrete: Bool, layout: PackageLayout) -> [String] {
        let features = concrete ? layout.features(in: manifest) : []
        return manifest.targets.filter { layout.isInterface($0) || features.contains($0.name) }.map(\.name)
    }

    /// Builds each module in `scratch` (kept for the next run) and leaves its public symbol
    /// graph in `graphs`.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the working tree does not build (naming the
    ///   user's file and the first error); ``Tool/Failure/finding(_:)`` when an older commit does not.
    func buildSymbolGraphs(of modules: [String], scratch: URL, into graphs: URL) throws {
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        for module in modules {
            let outcome = try Subprocess.run(
                ["swift", "build", "--package-path", tree.path, "--scratch-path", scratch.path, "--target", module]
                    + [
                        "-emit-symbol-graph", "-emit-symbol-graph-dir", graphs.path,
                        "-symbol-graph-minimum-access-level",
                        "public", "-symbol-graph-skip-synthesized-members",
                    ].flatMap { ["-Xswiftc", $0] })
            guard outcome.status == 0 else {
                let failure = BuildLog.doesNotBuild(package, output: outcome.output, scratch: tree)
                guard tree == package else { throw Tool.Failure.finding("\(name): \(failure.description)") }
                throw failure
            }
        }
    }
}
