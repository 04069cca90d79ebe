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
    var buildSystems: [BuildSystem] = [.swiftpm]
    /// `--verify`: each edit's incremental build compared with a build from nothing (``Oracle``),
    /// with the control and the layout edits of the contract's public struct.
    var verify = false

    /// One shape at one size with one build system: a clean build, no-op builds, then the
    /// service's edits, each beside what the generated package's import graph predicts.
    private func measure(_ shape: Generator.Shape, size: Int, buildSystem: BuildSystem) throws -> [Record] {
        let generator = Generator(shape: shape, features: size, files: files, functions: functions)
        let root = scratch.appendingPathComponent("\(shape.rawValue)-\(size)-\(buildSystem.rawValue)")
        try generator.write(to: root)
        var sandbox = Sandbox(
            root: root, modules: generator.moduleNames, configuration: configuration, compilerFlags: compilerFlags)
        sandbox.buildSystem = buildSystem
        defer {
            sandbox.shutDownBazel()
            ScratchFolder.removeItem(atPath: root.path)
            ScratchFolder.removeItem(atPath: sandbox.outputBase.path)
        }
        let manifest = try PackageDump.dumping(root)
        if buildSystem == .bazel { try sandbox.writeBazelFiles(manifest) }
        for place in generator.places { try sandbox.writeProbe(nil, in: place) }
        var records = try baseline(sandbox, shape: shape.rawValue, features: size, runs: runs, first: false)
        let service = generator.places[0]
        let contract = shape == .horizontal ? generator.places[1] : service
        let scenarios: [(Place, Edit)] =
            quick
            ? [(service, .body), (service, .publicAPI)]
            : [.body, .declaration, .publicBody, .publicAPI].map { (service, $0) } + [(contract, .requirement)]
        let graph = try ImportGraph(package: manifest, root: root, configuration: configuration.rawValue)
        let oracle = verify ? try Oracle.calibrated(sandbox, graph: graph) : nil
        // The contract's public struct (`Service0Item`) is embedded by every feature's screen model.
        let layout: [(Place, Edit)] = try Edit.layoutEdits.compactMap { edit, kind in
            try LayoutEdit.find(kind, in: contract, of: root).map { _ in (contract, edit) }
        }
        let verified = verify ? [(service, .comment)] + scenarios + layout : scenarios
        records += graph.annotated(
            try BuildTimesKit.measure(
                sandbox, shape: shape.rawValue, features: size, scenarios: verified, runs: runs, oracle: oracle))
        return records
    }

    /// For each size, shape and build system: a clean build, no-op builds, then the service's edits.
    func run() throws -> [Record] {
        var records: [Record] = []
        for size in sizes {
            for shape in Generator.Shape.allCases {
                for buildSystem in buildSystems {
                    records += try measure(shape, size: size, buildSystem: buildSystem)
                }
            }
        }
        return records
    }
}

/// The scaling report: tables per edit and three charts, of SwiftPM's records (the one build
/// system's when the run measured Swift Build or Bazel alone), and the build systems side by
/// side when it measured more than one.
struct ScaleReport {
    let report: Report

    /// The build system of the tables and charts: SwiftPM's native build when measured, else
    /// the one the run measured.
    private var system: BuildSystem {
        report.records.contains { $0.system == .swiftpm } ? .swiftpm : report.records.first?.system ?? .swiftpm
    }

    private var records: [Record] { report.records.filter { $0.system == system } }

    private func record(_ shape: Generator.Shape, _ size: Int, _ edit: Edit) -> Record? {
        records.first { $0.shape == shape.rawValue && $0.features == size && $0.edit == edit }
    }

    private var sizes: [Int] { Array(Set(records.compactMap(\.features))).sorted() }
    private var edits: [Edit] {
        ([.clean, .unchanged, .comment] + Edit.edits + Edit.layoutEdits.map(\.edit)).filter { edit in
            records.contains { $0.edit == edit }
        }
    }

    var markdown: String {
        let verifying = records.contains { $0.verdict != nil }
        var lines = [
            "Measured on \(report.cores) cores with \(report.toolchain), \(report.date), \(report.mode); "
                + "the tables: \(system.title).", "",
        ]
        for edit in edits {
            let place =
                edit == .requirement || edit.layoutKind != nil
                ? "the service's contract (its interface when horizontal)" : "the shared service"
            lines += [
                "### \(heading(edit, place: place))",
                "",
                "| N features | horizontal: median s (min–max) | recompiled | vertical: median s (min–max) | recompiled | vertical ÷ horizontal |"
                    + (verifying ? " horizontal: oracle | vertical: oracle |" : ""),
                "|---|---|---|---|---|---|" + (verifying ? "---|---|" : ""),
            ]
            for size in sizes {
                guard let horizontal = record(.horizontal, size, edit), let vertical = record(.vertical, size, edit)
                else { continue }
                func cell(_ record: Record) -> String {
                    "\(format(record.seconds.median)) (\(format(record.seconds.min))–\(format(record.seconds.max)))"
                }
                let oracle = { (record: Record) in
                    record.verdict.map { $0.stale.isEmpty ? "same as clean" : $0.text } ?? "–"
                }
                lines.append(
                    "| \(size) | \(cell(horizontal)) | \(horizontal.recompiled.count) | \(cell(vertical)) | \(vertical.recompiled.count) | "
                        + "\(String(format: "%.1f", vertical.seconds.median / max(horizontal.seconds.median, 0.001)))x |"
                        + (verifying ? " \(oracle(horizontal)) | \(oracle(vertical)) |" : "")
                )
            }
            let predicted = predictions(edit)
            lines += predicted.isEmpty ? [""] : ["", predicted, ""]
        }
        if let comparison = Comparison(records: report.records) { lines += [comparison.markdown, ""] }
        return lines.joined(separator: "\n")
    }

    /// How the edit's measured sets compare with the import graph's prediction.
    private func predictions(_ edit: Edit) -> String {
        let records = records.filter { $0.edit == edit && $0.predicted != nil }
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

    /// The names of the files `--render` writes: `scaling.md` and the three charts.
    static let chartNames = ["scaling.md", "scaling-time.svg", "scaling-modules.svg", "scaling-overhead.svg"]

    /// `scaling.md` and the three charts, for `--out`.
    var charts: [(name: String, data: Data)] {
        zip(Self.chartNames, [markdown, timeChart, moduleChart, overheadChart]).map { ($0, Data($1.utf8)) }
    }
}
