// The selection replayed over a package's history: how much each commit would have run.
import Foundation
import ToolSupport

/// Every commit after `from` up to `head` (first parents), each selected as its own change, and
/// what the selections add up to, in test targets and in tests.
struct Replay {
    /// One commit's selection, counted.
    struct Row {
        let commit: String
        let summary: String
        let files: Int
        let targets: (selected: Int, total: Int)
        let tests: (selected: Int, total: Int)
        let why: String
    }

    let rows: [Row]

    /// - Throws: ``Tool/Failure/badInput(_:)`` when `from` is not an ancestor of `head`.
    init(from: String, to head: String, git: Git, manifests: ManifestCache, inputs: UndeclaredInputs) throws {
        let start = try git.commit(from)
        let end = try git.commit(head)
        guard (try? git.run(["merge-base", "--is-ancestor", start, end])) != nil else {
            throw Tool.Failure.badInput("\(from) is not an ancestor of \(head): nothing to replay")
        }
        let commits = try git.run(["rev-list", "--reverse", "--first-parent", "\(start)..\(end)"])
            .split(separator: "\n").map(String.init)
        rows = try commits.map { commit in
            let change = try ChangeSet(range: commit, git: git, manifests: manifests)
            let selection = TestSelection(change, inputs: inputs)
            let counts = TestCounts(at: commit, of: change.manifest, git: git)
            let selected = selection.selected.map(\.target)
            let all = selected + selection.skipped
            return Row(
                commit: String(commit.prefix(7)),
                summary: String(try git.summary(of: commit).split(separator: " ", maxSplits: 1).last ?? ""),
                files: change.files.count, targets: (selected.count, all.count),
                tests: (counts.tests(in: selected), counts.tests(in: all)),
                why: Self.why(selection, change: change))
        }
    }

    /// The report: a line per commit, then the totals.
    var report: String {
        var lines = ["commit   files  targets  tests      why"]
        for row in rows {
            lines.append(
                row.commit.padding(toLength: 9, withPad: " ", startingAt: 0)
                    + "\(row.files)".padding(toLength: 7, withPad: " ", startingAt: 0)
                    + "\(row.targets.selected)/\(row.targets.total)".padding(toLength: 9, withPad: " ", startingAt: 0)
                    + "\(row.tests.selected)/\(row.tests.total)".padding(toLength: 11, withPad: " ", startingAt: 0)
                    + "\(row.why) — \(row.summary.prefix(60))")
        }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    /// The totals in one paragraph.
    var summary: String {
        let ranTargets = rows.reduce(0) { $0 + $1.targets.selected }
        let allTargets = rows.reduce(0) { $0 + $1.targets.total }
        let ranTests = rows.reduce(0) { $0 + $1.tests.selected }
        let allTests = rows.reduce(0) { $0 + $1.tests.total }
        let everything = rows.count { $0.targets.selected == $0.targets.total }
        let nothing = rows.count { $0.targets.selected == 0 }
        return """
            \(rows.count) commits: \(ranTargets) of \(allTargets) test-target runs (\(Self.percent(ranTargets, allTargets))), \
            \(ranTests) of \(allTests) tests (\(Self.percent(ranTests, allTests))); skipped \(allTests - ranTests) tests \
            (\(Self.percent(allTests - ranTests, allTests))). Commits that ran every target: \(everything); none: \(nothing).
            """
    }

    private static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "0%" : "\(Int((Double(part) / Double(whole) * 100).rounded()))%"
    }

    /// What decided a commit's selection, in a few words.
    private static func why(_ selection: TestSelection, change: ChangeSet) -> String {
        if change.manifestChanged != nil { return "manifest" }
        if selection.selected.isEmpty { return change.files.isEmpty ? "no files" : "outside every target" }
        if selection.skipped.isEmpty { return "every target linked" }
        if selection.selected.allSatisfy(\.readsOnly) { return "undeclared inputs only" }
        let owners = Set(selection.selected.flatMap(\.linked)).subtracting(selection.selected.map(\.target))
        return owners.isEmpty
            ? "tests only"
            : owners.sorted().prefix(3).joined(separator: ", ")
                + (owners.count > 3 ? " +\(owners.count - 3)" : "")
    }
}
