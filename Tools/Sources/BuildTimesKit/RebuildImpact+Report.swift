import Foundation
import ToolSupport

extension RebuildImpact {
    /// How many modules the chart shows: the costliest.
    static let chartedModules = 20

    var markdown: String {
        var lines = [
            "# Rebuild impact of \(package)'s modules", "",
            "Measured on \(cores) cores with \(toolchain), \(date), \(configuration.rawValue) builds: "
                + "a clean build took \(format(cleanBuildSeconds)) s and a build with nothing changed "
                + "\(format(noOpBuildSeconds)) s (wall, the median of three).", "",
            "*Compile s* is the processor time of a module's compile jobs in that clean build (the compiler's "
                + "statistics, `-stats-output-dir`). An interface change of a module recompiles it and every "
                + "importer; in debug, the driver recompiles only the importers' files that use what changed, "
                + "so *rebuild s* is an upper bound (processor seconds: the wall time on several cores is lower).", "",
            "*Kind*, from names and imports: an **interface** (its name ends in `Interface`), an "
                + "**implementation** (a module `<name>Interface` exists beside it), a **composition root** (an "
                + "executable, or a module that imports an implementation), or a **library** (anything else).", "",
            "## What an interface change of each module costs", "",
            "| module | kind | lines | compile s | importers | importers' compile s | rebuild s |",
            "|---|---|---|---|---|---|---|",
        ]
        for row in rows {
            lines.append(
                "| \(row.module) | \(row.kind.rawValue) | \(row.lines) | \(format(row.compileSeconds)) | \(row.importers.count) | "
                    + "\(format(row.importersSeconds)) | \(format(row.rebuildSeconds)) |")
        }
        lines += ["", "## Where an interface split would help most", ""]
        if candidates.isEmpty {
            lines.append(
                "No module would gain from a split: every library is imported by composition roots alone, and "
                    + "the other modules are interfaces, implementations or roots. The graph is horizontal "
                    + "already; keep the interfaces stable.")
        } else {
            lines += [
                "Split into `XInterface` (the protocols and value types its importers use) and `X`, a library's "
                    + "importers would import the interface; a change to the implementation would recompile the "
                    + "module and the composition roots that build it.", "",
                "| module | rebuild s today | after a split | saving per change | importers that would use the interface |",
                "|---|---|---|---|---|",
            ]
            for row in candidates {
                let saving = row.splitSaving ?? 0
                lines.append(
                    "| \(row.module) | \(format(row.rebuildSeconds)) | \(format(row.rebuildSeconds - saving)) | "
                        + "\(format(saving)) (\(Int((saving / max(row.rebuildSeconds, 0.001) * 100).rounded()))%) | "
                        + "\(row.importers.count) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    var chart: String {
        BarChart(
            title: "Rebuild after an interface change, \(package) (\(configuration.rawValue))",
            unit: "processor seconds, from one clean build's compiler statistics",
            segments: [("the module", "#1f77b4"), ("its importers", "#ff9f4a")],
            bars: rows.prefix(Self.chartedModules).map { row in
                BarChart.Bar(
                    label: row.module, segments: [row.compileSeconds, row.importersSeconds],
                    note: (row.splitSaving ?? 0) > 0 ? "split saves \(format(row.splitSaving ?? 0))" : nil)
            }
        ).svg
    }

    /// The names of the files `--out` gets.
    static let fileNames = ["rebuild-impact.md", "rebuild-impact.json", "rebuild-impact.svg"]

    /// `rebuild-impact.md`, `.json` and `.svg`, for `--out`.
    func files() throws -> [(name: String, data: Data)] {
        zip(Self.fileNames, [Data(markdown.utf8), try jsonData(self), Data(chart.utf8)]).map { ($0, $1) }
    }
}
