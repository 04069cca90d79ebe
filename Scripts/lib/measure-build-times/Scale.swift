import Foundation

/// Both shapes at several sizes: a clean build, then the edits of the service every feature uses.
struct ScaleExperiment {
    let sizes: [Int]
    let runs: Int
    let quick: Bool
    let files: Int
    let functions: Int
    let scratch: URL
    var configuration = Sandbox.Configuration.debug

    func run() throws -> [Record] {
        var records: [Record] = []
        for size in sizes {
            for shape in Generator.Shape.allCases {
                let generator = Generator(shape: shape, features: size, files: files, functions: functions)
                let root = scratch.appendingPathComponent("\(shape.rawValue)-\(size)")
                try generator.write(to: root)
                let sandbox = Sandbox(root: root, modules: generator.moduleNames, configuration: configuration)
                for place in generator.places { try sandbox.writeProbe(nil, in: place) }
                progress("\(shape.rawValue) N=\(size): clean build…")
                let clean = try sandbox.build()
                progress(
                    "\(shape.rawValue) N=\(size): clean build \(format(clean.seconds)) s, \(clean.recompiled.count) modules"
                )
                let service = generator.places[0]
                records.append(
                    Record(
                        shape: shape.rawValue, features: size, place: "every module", role: "package", edit: .clean,
                        recompiled: clean.recompiled, seconds: Seconds([clean.seconds])))
                let contract = shape == .horizontal ? generator.places[1] : service
                let scenarios: [(Place, Edit)] =
                    quick
                    ? [(service, .body), (service, .publicAPI)]
                    : [(service, .body), (service, .declaration), (service, .publicAPI), (contract, .requirement)]
                records += try measure(sandbox, shape: shape.rawValue, features: size, scenarios: scenarios, runs: runs)
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
        ([.clean] + Edit.allCases.dropLast()).filter { edit in report.records.contains { $0.edit == edit } }
    }

    var markdown: String {
        var lines = ["Measured on \(report.cores) cores with \(report.toolchain), \(report.date), \(report.mode).", ""]
        for edit in edits {
            let place =
                edit == .requirement ? "the service's protocol (its interface when horizontal)" : "the shared service"
            lines += [
                "### \(edit == .clean ? "Clean build" : "\(edit.title.prefix(1).uppercased() + edit.title.dropFirst()), in \(place)")",
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
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    private func series(_ edit: Edit, dashed: Bool, value: (Record) -> Double) -> [Chart.Series] {
        Generator.Shape.allCases.map { shape in
            Chart.Series(
                name: "\(shape.rawValue), \(edit == .body ? "body-only" : edit.rawValue)",
                color: shape == .horizontal ? "#1f77b4" : "#d62728", dashed: dashed,
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

    /// Writes the report's results, `scaling.md` and the two charts into the folder.
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
        }
    }
}
