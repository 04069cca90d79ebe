// A selection as select-tests prints it: for people, or as JSON.
import Foundation
import ToolSupport

/// One range's selection, with its counts, as text or JSON.
struct SelectionReport {
    let change: ChangeSet
    let selection: TestSelection
    let counts: TestCounts
    let git: Git

    /// The report for people: the range, each selected target and why, what is skipped, the filter.
    var text: String {
        get throws {
            let selected = selection.selected.map(\.target)
            let all = selected + selection.skipped
            var lines = [
                "select-tests: \(change.base.prefix(7))..\(try git.summary(of: change.head)): "
                    + "\(change.files.count) file\(change.files.count == 1 ? "" : "s") changed"
                    + change.packages.map { ", local package \($0.path): \($0.what)" }.joined(),
                "run \(selected.count) of \(all.count) test targets "
                    + "(\(counts.tests(in: selected)) of \(counts.tests(in: all)) tests)"
                    + (selected.isEmpty ? ": no test target is reached, nothing to run" : ":"),
            ]
            for manifest in change.manifestsReadingTheSame {
                lines.append(
                    "\(manifest) changed, its dump did not (what SwiftPM reads is the same): no test runs for it")
            }
            for pick in selection.selected {
                lines.append("  \(pick.target): \(pick.reasons[0])")
                for reason in pick.reasons.dropFirst().prefix(2) { lines.append("    and \(reason)") }
                if pick.reasons.count > 3 { lines.append("    and \(pick.reasons.count - 3) more") }
            }
            if !selection.skipped.isEmpty {
                lines.append("skip \(selection.skipped.count): \(selection.skipped.joined(separator: ", "))")
            }
            if !selection.outside.isEmpty {
                lines.append(
                    "outside every target, read by no test: " + selection.outside.prefix(8).joined(separator: ", ")
                        + (selection.outside.count > 8 ? " and \(selection.outside.count - 8) more" : ""))
            }
            if let filter = selection.filter { lines.append("swift test --filter '\(filter)'") }
            return lines.joined(separator: "\n")
        }
    }

    /// The same as JSON: the range's ends, the files, each selected target with its reasons, the
    /// skipped targets, the files outside every target, and the filter (`null` when nothing runs).
    var json: String {
        get throws {
            let object: [String: Any] = [
                "base": change.base, "head": change.head, "files": change.files,
                "localPackages": change.packages.map { ["path": $0.path, "identity": $0.identity, "change": $0.what] },
                "selected": selection.selected.map { ["target": $0.target, "reasons": $0.reasons] },
                "skipped": selection.skipped, "outside": selection.outside,
                "manifestsReadingTheSame": change.manifestsReadingTheSame,
                "filter": selection.filter.map { $0 as Any } ?? NSNull(),
                "tests": [
                    "selected": counts.tests(in: selection.selected.map(\.target)),
                    "total": counts.tests(in: selection.selected.map(\.target) + selection.skipped),
                ],
            ]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
    }
}
