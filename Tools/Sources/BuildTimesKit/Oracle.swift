import Foundation
import ToolSupport

/// The check that makes a measured skip worth quoting: after an incremental build, the same
/// tree is built from nothing at the same path, and the two builds' object files are compared
/// module by module. A module whose objects differ is **stale**: the incremental build skipped
/// work it needed (on Swift 6.3.1, SwiftPM's native build can leave an importer compiled against
/// an old struct layout: swiftlang/swift-package-manager#10502, swiftlang/swift#89636).
///
/// It holds only where builds are deterministic. On Swift 6.3.1 a file that inlines code of the
/// toolchain's modules (a `Task { … }`) compiles to other source locations depending on whether
/// the compiler loaded `_Concurrency` from its binary or from its textual interface, which
/// depends on the module cache when the job ran. So every build compared starts with the module
/// cache full (``Sandbox/cleanBuildProducts()``), the comparison is file by file, and a file is
/// called stale only when its module is the edited one or depends on it and a second build from
/// nothing agrees with the first. A file two builds from nothing disagree on is non-deterministic,
/// and no build of it can be judged against another: the run is refused (exit 2), whether the
/// calibration finds it or a verdict does, and whether or not the incremental build matches one
/// of them.
///
/// A build after a revert is of the tree the calibration built from nothing twice, with the same
/// outcome: when its sources are the same file for file (``Sandbox/sources()``), that build from
/// nothing stands for another (at 2,000 modules, a build from nothing takes 10 minutes); a
/// difference found is still checked against a new one.
struct Oracle {
    /// A comparison of a scenario's incremental builds with clean ones: each run's build with the
    /// edit, and each build after its revert.
    struct Verdict: Codable, Equatable {
        /// The modules whose objects differ from the clean build's after the edit.
        var stale: [String]
        /// The modules whose objects differ from the clean build's after the edit was taken out
        /// again; `nil` in a record of a version that did not check the reverts.
        var staleAfterRevert: [String]? = nil

        /// Whether every build compared was the same as a clean one.
        var isSound: Bool { stale.isEmpty && (staleAfterRevert ?? []).isEmpty }

        /// Every module found stale, after the edit or after its revert.
        var allStale: [String] { Array(Set(stale).union(staleAfterRevert ?? [])).sorted() }

        /// `same as clean`, `stale: A, B`, `stale after the revert: C`, or both.
        var text: String {
            guard !isSound else { return "same as clean" }
            let reverted = staleAfterRevert ?? []
            return [
                stale.isEmpty ? nil : "stale: \(stale.joined(separator: ", "))",
                reverted.isEmpty ? nil : "stale after the revert: \(reverted.joined(separator: ", "))",
            ].compactMap { $0 }.joined(separator: "; ")
        }

        /// `left A, B stale`, `left C stale after the revert`, or both.
        var leftStale: String {
            let reverted = staleAfterRevert ?? []
            return [
                stale.isEmpty ? nil : "left \(stale.joined(separator: ", ")) stale",
                reverted.isEmpty ? nil : "left \(reverted.joined(separator: ", ")) stale after the revert",
            ].compactMap { $0 }.joined(separator: " and ")
        }

        /// The verdict with another build's added: after the edit or, with `reverted`, after its revert.
        func adding(_ other: Verdict, reverted: Bool) -> Verdict {
            var sum = self
            if reverted {
                sum.staleAfterRevert = Array(Set(staleAfterRevert ?? []).union(other.stale)).sorted()
            } else {
                sum.stale = Array(Set(stale).union(other.stale)).sorted()
            }
            return sum
        }
    }

    /// Who depends on whom: which modules an edit could leave stale.
    let graph: ImportGraph
    /// The tree the calibration built from nothing and what it built; `nil` when a file of the
    /// tree could not be read.
    var reference: (sources: [String: String], products: Products)?

    /// Builds the sandbox, already built once from nothing, from nothing again at the same path,
    /// and says which files, if any, the two builds disagree on.
    ///
    /// - Throws: ``Tool/Failure/finding(_:)`` when no object file was found to compare;
    ///   ``Tool/Failure/badInput(_:)`` when the two builds differ: the build is not deterministic.
    static func calibrated(_ sandbox: Sandbox, graph: ImportGraph) throws -> Oracle {
        // The first build filled the compiler's module cache as its jobs happened to run; from
        // here on every build, incremental or from nothing, starts with the cache full.
        progress("\(sandbox.buildSystem.title): the tree from nothing again, with the compiler's module cache full…")
        let sources = try sandbox.sources()
        try sandbox.rebuildFromNothing()
        let first = try sandbox.products()
        progress("\(sandbox.buildSystem.title): a second build from nothing, to check the builds are deterministic…")
        let second = try sandbox.cleanBuildProducts()
        guard !first.isEmpty else {
            throw Tool.Failure.finding("--verify: no object file found after the build: nothing to compare")
        }
        let differing = differences(first, second)
        report(differing, first, second, against: "the second build from nothing")
        progress(
            "\(sandbox.buildSystem.title): two builds from nothing gave the same objects in "
                + "\(first.count - differing.count) of \(first.count) modules")
        guard differing.isEmpty else {
            throw nonDeterministic(
                differing.map { "\($0) (\(differingFiles(first[$0], second[$0]).joined(separator: ", ")))" })
        }
        return Oracle(graph: graph, reference: sources.map { ($0, second) })
    }

    /// The products of a build from nothing of the sandbox's tree: the calibration's when the
    /// tree is the one it built, a new build's otherwise.
    func cleanProducts(of sandbox: Sandbox) throws -> (products: Products, reused: Bool) {
        if let reference, try sandbox.sources() == reference.sources {
            return (reference.products, true)
        }
        return (try sandbox.cleanBuildProducts(), false)
    }

    /// Compares the sandbox's last (incremental) build, after an edit of `module`, with a build
    /// from nothing of the same tree (``cleanProducts(of:)``); a difference is checked against a
    /// new build from nothing.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when a file the edit could have left stale differs
    ///   between the two builds from nothing: the build is not deterministic.
    func verdict(_ sandbox: Sandbox, edited module: String) throws -> Verdict {
        let incremental = try sandbox.products()
        let (clean, reused) = try cleanProducts(of: sandbox)
        if reused { progress("the tree is the one built from nothing twice at the start: compared with that build") }
        // A module the edit cannot reach has the same inputs: a difference there is no staleness.
        let reachable = graph.dependents(of: module).union([module])
        let differing = Self.differences(incremental, clean).filter(reachable.contains)
        Self.report(differing, incremental, clean, against: "the clean build")
        guard !differing.isEmpty else { return Verdict(stale: []) }
        progress("a second build from nothing, to tell stale from non-deterministic…")
        let again = try sandbox.cleanBuildProducts()
        var stale: Set<String> = []
        var unjudged: [String] = []
        for name in differing {
            let (first, second) = (clean[name] ?? [:], again[name] ?? [:])
            for file in Self.differingFiles(incremental[name], first) {
                if first[file] == second[file] {
                    stale.insert(name)
                } else {
                    unjudged.append("\(name) (\(file))")
                }
            }
        }
        guard unjudged.isEmpty else { throw Self.nonDeterministic(unjudged, editing: module) }
        return Verdict(stale: stale.sorted())
    }

    /// The refusal when two builds from nothing of the same tree differ: no build can be judged.
    private static func nonDeterministic(_ files: [String], editing module: String? = nil) -> Tool.Failure {
        .badInput(
            "--verify: \(module.map { "no verdict for editing \($0): " } ?? "")two builds from nothing of the same "
                + "tree differ in \(files.joined(separator: ", ")): the build is not deterministic, so no build of it "
                + "can be judged against another")
    }

    /// The files of one module that differ between two builds, or that one of them lacks.
    private static func differingFiles(_ one: [String: String]?, _ other: [String: String]?) -> [String] {
        let (one, other) = (one ?? [:], other ?? [:])
        return Set(one.keys).union(other.keys).filter { one[$0] != other[$0] }.sorted()
    }

    /// One progress line per differing module, naming its files that differ.
    private static func report(_ modules: [String], _ mine: Products, _ theirs: Products, against other: String) {
        for module in modules {
            let (one, two) = (mine[module] ?? [:], theirs[module] ?? [:])
            let files = differingFiles(one, two).map { file in
                one[file] == nil ? "\(file) (only in \(other))" : two[file] == nil ? "\(file) (not in \(other))" : file
            }
            progress("\(module): \(files.joined(separator: ", ")) differ from \(other)'s")
        }
    }

    /// The modules whose objects differ between two builds, or that one of them lacks.
    static func differences(_ one: Products, _ other: Products) -> [String] {
        Set(one.keys).union(other.keys).filter { one[$0] != other[$0] }.sorted()
    }
}

/// With `--verify`, one line per record whose incremental build left a module stale, or one
/// line saying every build was the same as a build from nothing.
///
/// - Returns: `.finding` when any module was stale.
func verdict(of report: Report, verified: Bool) -> Tool.Status {
    guard verified else { return .success }
    let stale = report.staleRecords
    for record in stale {
        let shape = record.features.map { " \(record.shape) N=\($0)" } ?? ""
        print(
            "✗ \(record.system.title)\(shape): editing \(record.place) (\(record.edit.title)"
                + "\(record.subject.map { ": \($0)" } ?? "")) \(record.verdict?.leftStale ?? ""): the incremental "
                + "build differs from a build from nothing of the same tree; its skip is no saving"
        )
    }
    guard stale.isEmpty else { return .finding }
    print(
        "✓ every incremental build was the same as a build from nothing (\(report.records.filter { $0.verdict != nil }.count) compared)"
    )
    return .success
}
