// Records a package's build cost per commit, and compares two records.
import Foundation
import ToolSupport

/// The `build-cost` executable's work: it reads `CommandLine.arguments` and exits with the tool's status.
public enum BuildCostCommand {
    static let usage = """
        usage: build-cost record [--package-path DIR] [--commit REV] [--out DIR] [--configuration C]
               build-cost diff BEFORE.json AFTER.json [--threshold PERCENT]
               build-cost type-check [--package-path DIR] [--limit N] [--threshold MS]
               build-cost critical-path [--package-path DIR | --profile FILE]

        record  builds the package at DIR (default: the current directory) as it is at REV (default:
                the working tree) from nothing on a scratch copy, with the compiler's statistics, and
                writes DIR/<commit>.json (--out, default: the current directory): each module's
                compile time in processor seconds, which do not depend on what ran beside it, its
                importers, and what an interface change of it costs (the module and its importers).
                Takes two clean builds. It never replaces a file it did not write: a DIR/<commit>.json
                of the user's is refused before the builds.
        diff    prints a Markdown report between two records: modules added and removed, modules whose
                compile time moved by more than PERCENT (default 20), and what an interface change
                of the ten costliest modules recompiles, before and after.
        type-check
                builds a scratch copy of the package from nothing (debug, SwiftPM) with the compiler's
                timers on, and lists the N slowest function bodies (default 20), the N slowest
                expressions of those that took MS milliseconds or more (default 1), each with its
                file and line, and the files whose bodies took longest. Code the compiler
                synthesized (an Equatable's ==, a Codable's init(from:)) is placed at its type.
        critical-path
                builds a scratch copy of the package from nothing with Bazel (the files
                bazel-build-files writes) and prints its critical path: the chain of actions that
                more cores would not shorten, each with its time. --profile reads the path from a
                JSON profile of any Bazel build (bazel build --profile=FILE --noslim_profile)
                instead; a path Bazel slimmed (merged short events) is refused.
        In CI, on a pull request: record the base and the head, then diff them.
        Exits 0; 1 when a build fails; 2 on bad input (a commit that does not exist, a package that
        does not build: the reason names the file and its first error).
        """

    /// Runs the tool and exits: 0 done, 1 a finding, 2 bad input (the reason on standard error).
    public static func main() -> Never {
        Tool.run(named: "build-cost", usage: usage) { arguments in
            switch arguments.next() {
            case "record": return try record(&arguments)
            case "type-check": return try typeCheck(&arguments)
            case "critical-path": return try criticalPath(&arguments)
            case "diff":
                guard let first = arguments.next(), let second = arguments.next() else {
                    throw Tool.Failure.badInput("diff needs two records: build-cost diff BEFORE.json AFTER.json")
                }
                var threshold = 0.2
                while let word = arguments.next() {
                    guard word == "--threshold" else { throw Arguments.unknown(word) }
                    threshold = Double(try arguments.number(of: word)) / 100
                }
                let diff = BuildCostDiff(
                    before: try BuildCost.load(URL(fileURLWithPath: first)),
                    after: try BuildCost.load(URL(fileURLWithPath: second)), threshold: threshold)
                print(diff.markdown)
                return .success
            case let command:
                throw Tool.Failure.badInput(
                    command.map { "unknown command '\($0)' (see --help)" }
                        ?? "name a command: record, diff, type-check or critical-path (see --help)")
            }
        }
    }

    private static func record(_ arguments: inout Arguments) throws -> Tool.Status {
        var revision: String?
        var out = MadeFiles.reports(in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        var options = Options()
        while let word = arguments.next() {
            switch word {
            case "--commit": revision = try arguments.value(of: word, "a commit")
            case "--out": out = try arguments.outputFolder(of: word)
            case "--package-path": options.package = try arguments.package(of: word)
            case "--configuration":
                guard let configuration = Sandbox.Configuration(rawValue: try arguments.value(of: word)) else {
                    throw Tool.Failure.badInput("--configuration is debug or release")
                }
                options.configuration = configuration
            default: throw Arguments.unknown(word)
            }
        }
        let package = try options.measuredPackage()
        let scratch = try ScratchFolder("horizon-build-cost")
        defer { scratch.remove() }
        var tree = package
        var commit = "working-tree"
        if let revision {
            let git = try Git(package: package)
            commit = String(try git.commit(revision).prefix(12))
            tree = try git.extract(commit, into: scratch.url.appendingPathComponent("tree"))
        }
        let name = "\(commit).json"
        try out.checkRoom(for: [name], flag: "--out")
        let manifest: PackageDump
        let impact: RebuildImpact
        do {
            manifest = try PackageDump.dumping(tree).requiringEditableModules()
            impact = try RebuildImpact.measure(
                package: tree, scratch: scratch.url.appendingPathComponent("build"), manifest: manifest,
                options: options)
        } catch let failure as Tool.Failure where tree != package {
            // The commit was extracted into the scratch folder: say which package and commit failed.
            throw failure.naming(tree.path, as: "\(package.path) at \(commit)")
        }
        try out.write([(name, try jsonData(BuildCost(impact: impact, commit: commit)))], flag: "--out")
        print(
            "build-cost: \(impact.rows.count) modules of \(manifest.name) at \(commit): "
                + out.folder.appendingPathComponent(name).path)
        return .success
    }
}
