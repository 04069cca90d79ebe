import Foundation
import ToolSupport

/// Both shapes at several sizes: a clean build, then the edits of the service every feature uses.
struct ScaleExperiment {
    let sizes: [Int]
    let runs: Int
    let quick: Bool
    let files: Int
    let functions: Int
    let scratch: URL
    var configuration = Sandbox.Configuration.debug
    var compilerFlags: [String] = []

    /// For each size and shape: a clean build, no-op builds, then the service's edits, each
    /// beside what the generated package's import graph predicts.
    func run() throws -> [Record] {
        var records: [Record] = []
        for size in sizes {
            for shape in Generator.Shape.allCases {
                let generator = Generator(shape: shape, features: size, files: files, functions: functions)
                let root = scratch.appendingPathComponent("\(shape.rawValue)-\(size)")
                try generator.write(to: root)
                let sandbox = Sandbox(
                    root: root, modules: generator.moduleNames, configuration: configuration,
                    compilerFlags: compilerFlags)
                for place in generator.places { try sandbox.writeProbe(nil, in: place) }
                let label = "\(shape.rawValue) N=\(size)"
                progress("\(label): clean build…")
                let clean = try sandbox.build()
                progress("\(label): clean build \(format(clean.seconds)) s, \(clean.recompiled.count) modules")
                let unchanged = try (1...runs).map { _ in try sandbox.build().seconds }
                progress("\(label): no-op build \(format(Seconds(unchanged).median)) s")
                records += [(Edit.clean, [clean.seconds]), (.unchanged, unchanged)].map { edit, times in
                    Record(
                        shape: shape.rawValue, features: size, place: "every module", role: "package", edit: edit,
                        recompiled: edit == .clean ? clean.recompiled : [], seconds: Seconds(times))
                }
                let service = generator.places[0]
                let contract = shape == .horizontal ? generator.places[1] : service
                let scenarios: [(Place, Edit)] =
                    quick
                    ? [(service, .body), (service, .publicAPI)]
                    : [.body, .declaration, .publicBody, .publicAPI].map { (service, $0) } + [(contract, .requirement)]
                let graph = try ImportGraph(package: try PackageDump.dumping(root), root: root)
                records += graph.annotated(
                    try measure(sandbox, shape: shape.rawValue, features: size, scenarios: scenarios, runs: runs))
                try? FileManager.default.removeItem(at: root)
            }
        }
        return records
    }
}

/// The scaling report: tables per edit, and two charts.
struct ScaleReport {
    let report: Report

    private func record(_ shape: Generator.Shape, _ size: Int, _ edit: Edit) -> Record? {
        report.records.first { $0.shape == shape.rawValue && $0.features == size && $0.edit == edit }
    }

    private var sizes: [Int] { Array(Set(report.records.compactMap(\.features))).sorted() }
    private var edits: [Edit] {
        ([.clean, .unchanged] + Edit.edits).filter { edit in report.records.contains { $0.edit == edit } }
    }

    var markdown: String {
        var lines = ["Measured on \(report.cores) cores with \(report.toolchain), \(report.date), \(report.mode).", ""]
        for edit in edits {
            let place =
                edit == .requirement ? "the service's protocol (its interface when horizontal)" : "the shared service"
            lines += [
                "### \(heading(edit, place: place))",
                "",
                "| N features | horizontal: median s (min–max) | recompiled | vertical: median s (min–max) | recompiled | vertical ÷ horizontal |",
                "|---|---|---|---|---|---|",
            ]
            for size in sizes {
                guard let horizontal = record(.horizontal, size, edit), let vertical = record(.vertical, size, edit)
                else { continue }
                func cell(_ record: Record) -> String {
                    "\(format(record.seconds.median)) (\(format(record.seconds.min))–\(format(record.seconds.max)))"
                }
                lines.append(
                    "| \(size) | \(cell(horizontal)) | \(horizontal.recompiled.count) | \(cell(vertical)) | \(vertical.recompiled.count) | "
                        + "\(String(format: "%.1f", vertical.seconds.median / max(horizontal.seconds.median, 0.001)))x |"
                )
            }
            let predicted = predictions(edit)
            lines += predicted.isEmpty ? [""] : ["", predicted, ""]
        }
        return lines.joined(separator: "\n")
    }

    /// How the edit's measured sets compare with the import graph's prediction.
    private func predictions(_ edit: Edit) -> String {
        let records = report.records.filter { $0.edit == edit && $0.predicted != nil }
        guard !records.isEmpty else { return "" }
        let differing = records.filter { $0.difference != nil }
        guard !differing.isEmpty else { return "Every set as the import graph predicts." }
        return "Beside the import graph's prediction:\n"
            + differing.map { "- \($0.shape), N = \($0.features ?? 0): \($0.difference ?? "")" }.joined(separator: "\n")
    }

    private func heading(_ edit: Edit, place: String) -> String {
        let title = edit.title.prefix(1).uppercased() + edit.title.dropFirst()
        return edit == .clean || edit == .unchanged ? title : "\(title), in \(place)"
    }

    /// One line per shape (blue horizontal, red vertical), or in `color` when given.
    private func series(
        _ edit: Edit, dashed: Bool, shapes: [Generator.Shape] = Generator.Shape.allCases, color: String? = nil,
        value: (Record) -> Double
    ) -> [Chart.Series] {
        shapes.map { shape in
            Chart.Series(
                name:
                    "\(shape.rawValue), \(edit == .body ? "body-only" : edit == .unchanged ? "no-op" : edit.rawValue)",
                color: color ?? (shape == .horizontal ? "#1f77b4" : "#d62728"), dashed: dashed,
                points: sizes.compactMap { size in record(shape, size, edit).map { (Double(size), value($0)) } })
        }
    }

    var timeChart: String {
        Chart(
            title: "Rebuild after editing the service every feature uses", xLabel: "features (N)",
            yLabel: "seconds (median)",
            series: series(.publicAPI, dashed: false) { $0.seconds.median }
                + series(.body, dashed: true) { $0.seconds.median }
        ).svg
    }

    var moduleChart: String {
        Chart(
            title: "Modules recompiled after that edit", xLabel: "features (N)", yLabel: "modules recompiled",
            series: series(.publicAPI, dashed: false) { Double($0.recompiled.count) }
                + series(.body, dashed: true) { Double($0.recompiled.count) }
        ).svg
    }

    /// What is left when the graph bounds an edit: SwiftPM's no-op build, and the horizontal
    /// shape's body-only and public-API edits (the service alone; the service and the root).
    var overheadChart: String {
        Chart(
            title: "What grows with N when little recompiles", xLabel: "features (N)", yLabel: "seconds (median)",
            series: series(.unchanged, dashed: true) { $0.seconds.median }
                + series(.body, dashed: false, shapes: [.horizontal], color: "#2ca02c") { $0.seconds.median }
                + series(.publicAPI, dashed: false, shapes: [.horizontal], color: "#9467bd") { $0.seconds.median }
        ).svg
    }

    /// Writes the report's results, `scaling.md` and the three charts into the folder.
    ///
    /// - Throws: ``Tool/Failure/finding(_:)`` naming the folder when it cannot be written.
    func write(to directory: URL) throws {
        try report.write(to: directory)
        try Tool.writing(directory.path) {
            try markdown.write(to: directory.appendingPathComponent("scaling.md"), atomically: true, encoding: .utf8)
            try timeChart.write(
                to: directory.appendingPathComponent("scaling-time.svg"), atomically: true, encoding: .utf8)
            try moduleChart.write(
                to: directory.appendingPathComponent("scaling-modules.svg"), atomically: true, encoding: .utf8)
            try overheadChart.write(
                to: directory.appendingPathComponent("scaling-overhead.svg"), atomically: true, encoding: .utf8)
        }
    }
}
