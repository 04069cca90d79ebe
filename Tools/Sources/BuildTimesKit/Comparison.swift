import Foundation

/// The build systems side by side: for each scenario measured with more than one, the modules
/// each recompiled, its wall time and, with `--verify`, whether its incremental build matched a
/// clean one; for Bazel, the seconds its compile and link actions took, and what the build cost
/// beyond them (wall time ÷ action time: 1.0 is a build system that costs nothing of its own;
/// below 1, actions ran in parallel).
struct Comparison {
    /// The build systems measured, in the order of ``BuildSystem``.
    let systems: [BuildSystem]
    /// Each scenario, with its record per build system.
    let rows: [[BuildSystem: Record]]

    /// The scenarios of the records, or `nil` when one build system measured them all.
    init?(records: [Record]) {
        let systems = BuildSystem.allCases.filter { system in records.contains { $0.system == system } }
        guard systems.count > 1 else { return nil }
        var rows: [[BuildSystem: Record]] = []
        for record in records {
            if let index = rows.firstIndex(where: { row in
                row.values.first.map { Self.sameScenario($0, record) } ?? false
            }) {
                rows[index][record.system] = record
            } else {
                rows.append([record.system: record])
            }
        }
        self.systems = systems
        self.rows = rows
    }

    private static func sameScenario(_ one: Record, _ other: Record) -> Bool {
        one.shape == other.shape && one.features == other.features && one.place == other.place
            && one.edit == other.edit
    }

    var markdown: String {
        let verifying = rows.contains { $0.values.contains { $0.verdict != nil } }
        let bazel = systems.contains(.bazel)
        var header = "| shape | place | edit |"
        for system in systems {
            header +=
                " \(system.title): modules | \(system.title): s |" + (verifying ? " \(system.title): oracle |" : "")
        }
        if bazel { header += " Bazel: critical path s | Bazel: wall ÷ critical path |" }
        let columns = 3 + systems.count * (verifying ? 3 : 2) + (bazel ? 2 : 0)
        var lines = [
            "### \(Self.sentence(systems.map(\.title))) side by side", "", header,
            "|" + String(repeating: "---|", count: columns),
        ]
        for row in rows {
            guard let first = row.values.first else { continue }
            var line =
                "| \(first.shape + (first.features.map { " (N=\($0))" } ?? "")) | \(first.place) | \(first.edit.title) |"
            for system in systems {
                let record = row[system]
                line +=
                    " \(record.map { "\($0.recompiled.count)" } ?? "–") | \(record.map { format($0.seconds.median) } ?? "–") |"
                if verifying {
                    line += " \(record?.verdict.map(\.text) ?? "–") |"
                }
            }
            if bazel {
                let actions = row[.bazel]?.criticalPathSeconds
                let ratio = actions.flatMap { seconds in
                    seconds > 0.01 ? row[.bazel].map { String(format: "%.2f", $0.seconds.median / seconds) } : nil
                }
                line += " \(actions.map(format) ?? "–") | \(ratio ?? "–") |"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// `A and B`, `A, B and C`.
    private static func sentence(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
}
