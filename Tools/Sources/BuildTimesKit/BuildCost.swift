import Foundation
import ToolSupport

/// One commit's build cost: each module's compile time (processor seconds from the compiler's
/// statistics, which do not depend on what ran beside it) and what an interface change of it
/// costs, from ``RebuildImpact``. Stored as JSON per commit; two of them diff into a report.
struct BuildCost: Codable {
    /// One module's cost.
    struct Module: Codable {
        let compileSeconds: Double
        /// The module and its importers, recompiled: what an interface change of it costs.
        let rebuildSeconds: Double
        let importers: Int
    }

    let package: String
    let commit: String
    let toolchain: String
    let date: String
    let modules: [String: Module]

    init(impact: RebuildImpact, commit: String) {
        package = impact.package
        self.commit = commit
        toolchain = impact.toolchain
        date = impact.date
        modules = Dictionary(
            uniqueKeysWithValues: impact.rows.map {
                (
                    $0.module,
                    Module(
                        compileSeconds: $0.compileSeconds, rebuildSeconds: $0.rebuildSeconds,
                        importers: $0.importers.count)
                )
            })
    }

    /// Reads a recorded cost.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the file is not one.
    static func load(_ file: URL) throws -> BuildCost {
        guard let data = try? Data(contentsOf: file), let cost = try? JSONDecoder().decode(BuildCost.self, from: data)
        else { throw Tool.Failure.badInput("cannot read \(file.path) as a build cost (build-cost record writes one)") }
        return cost
    }
}

/// Two commits' build costs, compared: modules added and removed, the modules whose compile time
/// moved by more than a threshold, and the interface-change cost of the costliest modules.
struct BuildCostDiff {
    let before: BuildCost
    let after: BuildCost
    /// The share a compile time must move by to be listed: 0.2 is 20%.
    let threshold: Double

    var markdown: String {
        let added = Set(after.modules.keys).subtracting(before.modules.keys).sorted()
        let removed = Set(before.modules.keys).subtracting(after.modules.keys).sorted()
        var lines = [
            "## Build cost: \(before.commit) → \(after.commit)", "",
            "\(before.package), \(after.toolchain). Processor seconds of each module's compile jobs, from the compiler's statistics.",
            "",
        ]
        lines.append(
            added.isEmpty
                ? "- No module added."
                : "- Added: "
                    + added.map { "\($0) (\(format(after.modules[$0]?.compileSeconds ?? 0)) s)" }.joined(
                        separator: ", ") + ".")
        lines.append(removed.isEmpty ? "- No module removed." : "- Removed: " + removed.joined(separator: ", ") + ".")
        let moved = after.modules.compactMap { name, now -> (String, Double, Double)? in
            guard let then = before.modules[name], then.compileSeconds > 0.05 || now.compileSeconds > 0.05,
                abs(now.compileSeconds - then.compileSeconds) > threshold * max(then.compileSeconds, 0.001)
            else { return nil }
            return (name, then.compileSeconds, now.compileSeconds)
        }.sorted { abs($0.2 - $0.1) > abs($1.2 - $1.1) }
        lines += ["", "### Compile time moved by more than \(Int(threshold * 100))%", ""]
        if moved.isEmpty {
            lines.append("None.")
        } else {
            lines += ["| module | before s | after s | change |", "|---|---|---|---|"]
            lines += moved.map { name, then, now in
                "| \(name) | \(format(then)) | \(format(now)) | \(String(format: "%+.0f%%", (now - then) / max(then, 0.001) * 100)) |"
            }
        }
        let top = after.modules.sorted { ($0.value.rebuildSeconds, $1.key) > ($1.value.rebuildSeconds, $0.key) }.prefix(
            10)
        lines += [
            "", "### What an interface change of the costliest modules recompiles", "",
            "| module | importers before → after | rebuild s before | rebuild s after |", "|---|---|---|---|",
        ]
        lines += top.map { name, now in
            let then = before.modules[name]
            return "| \(name) | \(then.map { "\($0.importers)" } ?? "–") → \(now.importers) | "
                + "\(then.map { format($0.rebuildSeconds) } ?? "–") | \(format(now.rebuildSeconds)) |"
        }
        return lines.joined(separator: "\n")
    }
}
