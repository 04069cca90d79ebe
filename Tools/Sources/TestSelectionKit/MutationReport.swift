// One commit's mutation check, as select-tests --mutate prints it.
import ToolSupport

/// What one commit's mutation check found, in a few lines.
struct MutationReport {
    let outcome: MutationCheck.Outcome
    let summary: String

    var text: String {
        var lines = [summary]
        let bodies = outcome.injected.reduce(0) { $0 + $1.bodies }
        lines.append(
            "  injected: \(bodies) function bodies in \(outcome.injected.count) changed file(s)"
                + (outcome.injected.isEmpty
                    ? ""
                    : " (" + outcome.injected.prefix(4).map { "\($0.file): \($0.bodies)" }.joined(separator: ", ")
                        + (outcome.injected.count > 4 ? ", …" : "") + ")")
                + (outcome.leftOut > 0 ? "; \(outcome.leftOut) left out, where the failure did not compile" : ""))
        if let why = outcome.inconclusive {
            lines.append("  inconclusive: \(why)")
            return lines.joined(separator: "\n")
        }
        lines.append("  selected: \(Self.list(outcome.selected))")
        if !outcome.notRun.isEmpty {
            lines.append("  not run:  \(Self.list(outcome.notRun)) (selected for undeclared inputs alone)")
        }
        lines.append("  failed:   \(Self.list(outcome.failed))")
        if !outcome.failingAnyway.isEmpty {
            lines.append("  fail without the injection too (not this change's): \(Self.list(outcome.failingAnyway))")
        }
        lines.append(
            outcome.holds
                ? "  ✓ every injected failure landed in a selected target"
                : "  ✗ missed: \(Self.list(outcome.missed)) failed with the injection and was not selected")
        return lines.joined(separator: "\n")
    }

    /// One `::error` annotation per missed target, on the first file the injection changed.
    var annotations: [String] {
        outcome.missed.map { target in
            FindingFormat.annotation(
                level: "error", file: outcome.injected.first?.file, line: nil,
                title: "select-tests: \(target) missed",
                message: "\(summary): \(target) failed with a failure injected into this change and was not selected")
        }
    }

    /// `--mutate --format json`: every commit's check.
    struct Document: Encodable {
        let commits: [Entry]
    }

    /// One commit's check, as JSON.
    struct Entry: Encodable {
        let commit: String
        let holds: Bool
        let inconclusive: String?
        let injected: [String: Int]
        let selected: [String]
        let failed: [String]
        let missed: [String]
    }

    var entry: Entry {
        Entry(
            commit: outcome.commit, holds: outcome.inconclusive == nil && outcome.holds,
            inconclusive: outcome.inconclusive,
            injected: Dictionary(outcome.injected.map { ($0.file, $0.bodies) }, uniquingKeysWith: +),
            selected: outcome.selected, failed: outcome.failed, missed: outcome.missed)
    }

    private static func list(_ targets: [String]) -> String {
        targets.isEmpty ? "none" : "\(targets.count): \(targets.joined(separator: ", "))"
    }
}
