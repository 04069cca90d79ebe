import Foundation

/// The scaling report: for each build system measured, a table per edit with both shapes against
/// N and how the sets compare with the import graph's prediction; the goals at the largest N
/// Bazel reached; the build systems side by side; and three charts.
struct ScaleReport {
    let report: Report

    /// The build systems measured, in the order of ``BuildSystem``.
    private var systems: [BuildSystem] {
        BuildSystem.allCases.filter { system in report.records.contains { $0.system == system } }
    }

    private func record(
        _ system: BuildSystem, _ shape: Generator.Shape, _ size: Int, _ edit: Edit, _ subject: ScaleSubject
    ) -> Record? {
        report.records.first {
            $0.system == system && $0.shape == shape.rawValue && $0.features == size && $0.edit == edit
                && ScaleSubject($0) == subject
        }
    }

    private func sizes(_ system: BuildSystem, _ shape: Generator.Shape? = nil) -> [Int] {
        let measured = report.records.filter { $0.system == system && (shape == nil || $0.shape == shape?.rawValue) }
        return Array(Set(measured.compactMap(\.features))).sorted()
    }

    /// The tables of a build system, in order: the builds without an edit, the service's edits,
    /// then the middle feature's.
    private func tables(_ system: BuildSystem) -> [(ScaleSubject, Edit)] {
        let order = [Edit.clean, .unchanged, .comment, .lineShift] + Edit.edits + Edit.layoutEdits.map(\.edit)
        return [ScaleSubject.service, .feature].flatMap { subject in
            order.filter { edit in
                report.records.contains { $0.system == system && $0.edit == edit && ScaleSubject($0) == subject }
            }.map { (subject, $0) }
        }
    }

    var markdown: String {
        let several = systems.count > 1
        var lines = [
            "Measured on \(report.cores) cores with \(report.toolchain), \(report.date), \(report.mode); "
                + (several
                    ? "a section per build system."
                    : "the tables: \(systems.first?.title ?? BuildSystem.swiftpm.title)."),
            "", report.compiledWith, "",
        ]
        for system in systems {
            if several { lines += ["## \(system.title)", ""] }
            for (subject, edit) in tables(system) { lines += table(system, subject, edit) }
        }
        if let goals { lines += [goals, ""] }
        if let comparison = Comparison(records: report.records) { lines += [comparison.markdown, ""] }
        return lines.joined(separator: "\n")
    }

    private func table(_ system: BuildSystem, _ subject: ScaleSubject, _ edit: Edit) -> [String] {
        let verifying = report.records.contains { $0.system == system && $0.verdict != nil }
        let loading = report.records.contains { $0.system == system && $0.loads != nil }
        var lines = [
            "### \(heading(edit, subject))",
            "",
            "| N features | horizontal: median s (min–max) | recompiled | vertical: median s (min–max) | recompiled | vertical ÷ horizontal | runs h / v |"
                + (loading ? " load before, h / v: median (max) |" : "")
                + (verifying ? " horizontal: oracle | vertical: oracle |" : ""),
            "|---|---|---|---|---|---|---|" + (loading ? "---|" : "") + (verifying ? "---|---|" : ""),
        ]
        for size in sizes(system) {
            let horizontal = record(system, .horizontal, size, edit, subject)
            let vertical = record(system, .vertical, size, edit, subject)
            guard horizontal != nil || vertical != nil else { continue }
            // A shape a run left out (`--shape`) says so, rather than dropping the size.
            func cells(_ record: Record?) -> String {
                record.map {
                    "\($0.seconds.spread) | "
                        + "\($0.recompiled.count)"
                } ?? "not measured | –"
            }
            let oracle = { (record: Record?) in
                record?.verdict.map(\.text) ?? "–"
            }
            let ratio = horizontal.flatMap { horizontal in
                vertical.map { String(format: "%.1fx", $0.seconds.median / max(horizontal.seconds.median, 0.001)) }
            }
            let runs = [horizontal, vertical].map { $0.map { "\($0.seconds.runs.count)" } ?? "–" }
            let loads = [horizontal, vertical].map { $0?.loadText ?? "–" }
            lines.append(
                "| \(size) | \(cells(horizontal)) | \(cells(vertical)) | \(ratio ?? "–") | \(runs.joined(separator: " / ")) |"
                    + (loading ? " \(loads.joined(separator: " / ")) |" : "")
                    + (verifying ? " \(oracle(horizontal)) | \(oracle(vertical)) |" : ""))
        }
        let predicted = predictions(system, subject, edit)
        return lines + (predicted.isEmpty ? [""] : ["", predicted, ""])
    }

    /// How the edit's measured sets compare with the import graph's prediction.
    private func predictions(_ system: BuildSystem, _ subject: ScaleSubject, _ edit: Edit) -> String {
        let records = report.records.filter {
            $0.system == system && $0.edit == edit && ScaleSubject($0) == subject && $0.predicted != nil
        }
        guard !records.isEmpty else { return "" }
        let differing = records.filter { $0.difference != nil }
        guard !differing.isEmpty else { return "Every set as the import graph predicts." }
        return "Beside the import graph's prediction:\n"
            + differing.map { "- \($0.shape), N = \($0.features ?? 0): \($0.difference ?? "")" }.joined(separator: "\n")
    }

    private func heading(_ edit: Edit, _ subject: ScaleSubject) -> String {
        let title = edit.title.prefix(1).uppercased() + edit.title.dropFirst()
        guard edit != .clean, edit != .unchanged else { return title }
        switch subject {
        case .feature where edit == .publicAPI:
            return "\(title), in the middle feature (Feature<N/2>): its interface when horizontal"
        case .feature: return "\(title), in the middle feature (Feature<N/2>)"
        case .service where edit == .requirement || edit.layoutKind != nil, .layout:
            return "\(title), in the service's contract (its interface when horizontal)"
        case .service: return "\(title), in the shared service"
        }
    }

    /// The two goals at the largest N Bazel reached: a no-op under 1 s, and the middle feature's
    /// public-API edit within 1.5 times its compile and link actions' own seconds; the other build
    /// systems' no-op and edit beside them. `nil` without Bazel's records.
    var goals: String? {
        /// How far a system or shape that missed the goals' N went: its largest N, or not at all.
        func reached(_ sizes: [Int]) -> String { sizes.last.map { "measured up to N = \($0)" } ?? "not measured" }
        guard let size = sizes(.bazel).last else { return nil }
        var lines = [
            "### The goals at N = \(size)", "",
            "| build system | shape | no-op s | public-API edit of the middle feature: s | modules | its critical path s | edit ÷ critical path |",
            "|---|---|---|---|---|---|---|",
        ]
        var verdicts: [String] = []
        for system in systems {
            guard sizes(system).contains(size) else {
                lines.append("| \(system.title) | – | \(reached(sizes(system))) | | | | |")
                continue
            }
            for shape in Generator.Shape.allCases {
                guard sizes(system, shape).contains(size) else {
                    lines.append("| \(system.title) | \(shape.rawValue) | \(reached(sizes(system, shape))) | | | | |")
                    continue
                }
                let noOp = record(system, shape, size, .unchanged, .service)
                let edit = record(system, shape, size, .publicAPI, .feature)
                let ratio = edit.flatMap { edit in
                    edit.criticalPathSeconds.flatMap { $0 > 0.01 ? edit.seconds.median / $0 : nil }
                }
                lines.append(
                    "| \(system.title) | \(shape.rawValue) | \(noOp.map { format($0.seconds.median) } ?? "–") | "
                        + "\(edit.map { format($0.seconds.median) } ?? "–") | \(edit.map { "\($0.recompiled.count)" } ?? "–") | "
                        + "\(edit?.criticalPathSeconds.map(format) ?? "–") | \(ratio.map { String(format: "%.2f", $0) } ?? "–") |"
                )
                guard system == .bazel else { continue }
                if let noOp {
                    verdicts.append(
                        "- A Bazel no-op under 1 s, \(shape.rawValue): \(format(noOp.seconds.median)) s, "
                            + (noOp.seconds.median < 1 ? "met." : "not met."))
                }
                if let ratio {
                    verdicts.append(
                        "- A public-API edit within 1.5× its critical path, \(shape.rawValue): "
                            + String(format: "%.2f×, ", ratio) + (ratio <= 1.5 ? "met." : "not met."))
                }
            }
        }
        return (lines + [""] + verdicts).joined(separator: "\n")
    }

    /// The subject of the rebuild charts: the middle feature when measured, else the service.
    private var charted: ScaleSubject {
        report.records.contains { ScaleSubject($0) == .feature } ? .feature : .service
    }

    /// A line's colour: one pair per build system, horizontal then vertical.
    private static func color(_ system: BuildSystem, _ shape: Generator.Shape) -> String {
        let colors: [BuildSystem: (String, String)] = [
            .swiftpm: ("#1f77b4", "#d62728"), .swiftbuild: ("#17becf", "#ff7f0e"), .bazel: ("#2ca02c", "#9467bd"),
            .bazelNoEvolution: ("#8c564b", "#e377c2"),
        ]
        let pair = colors[system] ?? ("#1f77b4", "#d62728")
        return shape == .horizontal ? pair.0 : pair.1
    }

    /// One line per build system and shape of an edit, in `color` when given; the build
    /// system's name leads the line's name when the run measured several.
    private func series(
        _ edit: Edit, _ subject: ScaleSubject, dashed: Bool, shapes: [Generator.Shape] = Generator.Shape.allCases,
        color: String? = nil, value: (Record) -> Double
    ) -> [Chart.Series] {
        systems.flatMap { system in
            shapes.map { shape in
                let name = edit == .body ? "body-only" : edit == .unchanged ? "no-op" : edit.rawValue
                return Chart.Series(
                    name: (systems.count > 1 ? "\(system.title), " : "") + "\(shape.rawValue), \(name)",
                    color: color ?? Self.color(system, shape), dashed: dashed,
                    points: sizes(system).compactMap { size in
                        record(system, shape, size, edit, subject).map { (Double(size), value($0)) }
                    })
            }
        }
    }

    /// The public-API edit's lines, and the body-only edit's dashed when one build system was measured.
    private func rebuildSeries(value: (Record) -> Double) -> [Chart.Series] {
        series(.publicAPI, charted, dashed: false, value: value)
            + (systems.count > 1 ? [] : series(.body, charted, dashed: true, value: value))
    }

    private var subjectTitle: String { charted == .feature ? "the middle feature" : "the service every feature uses" }

    var timeChart: String {
        Chart(
            title: "Rebuild after editing \(subjectTitle)", xLabel: "features (N)", yLabel: "seconds (median)",
            series: rebuildSeries { $0.seconds.median }
        ).svg
    }

    var moduleChart: String {
        Chart(
            title: "Modules recompiled after that edit", xLabel: "features (N)", yLabel: "modules recompiled",
            series: rebuildSeries { Double($0.recompiled.count) }
        ).svg
    }

    /// What is left when the graph bounds an edit: each build system's no-op build and, with one
    /// build system, the horizontal shape's edits.
    var overheadChart: String {
        Chart(
            title: "What grows with N when little recompiles", xLabel: "features (N)", yLabel: "seconds (median)",
            series: series(.unchanged, .service, dashed: true) { $0.seconds.median }
                + (systems.count > 1
                    ? []
                    : series(.body, charted, dashed: false, shapes: [.horizontal], color: "#8c564b") {
                        $0.seconds.median
                    }
                        + series(.publicAPI, charted, dashed: false, shapes: [.horizontal], color: "#e377c2") {
                            $0.seconds.median
                        })
        ).svg
    }

    /// The names of the files `--render` writes: `scaling.md` and the three charts.
    static let chartNames = ["scaling.md", "scaling-time.svg", "scaling-modules.svg", "scaling-overhead.svg"]

    /// `scaling.md` and the three charts, for `--out`.
    var charts: [(name: String, data: Data)] {
        zip(Self.chartNames, [markdown, timeChart, moduleChart, overheadChart]).map { ($0, Data($1.utf8)) }
    }
}
