import Foundation
import ToolSupport

/// Median, minimum and maximum of a scenario's runs, in seconds.
struct Seconds: Codable {
    let median: Double
    let min: Double
    let max: Double
    let runs: [Double]

    init(_ runs: [Double]) {
        let sorted = runs.sorted()
        self.runs = runs
        median =
            sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        min = sorted.first ?? 0
        max = sorted.last ?? 0
    }

    /// The median with the fastest and the slowest run: `0.41 (0.38–0.52)`.
    var spread: String { "\(format(median)) (\(format(min))–\(format(max)))" }
}

/// One scenario's outcome: a place, an edit, what recompiled and how long it took.
struct Record: Codable {
    let shape: String
    let features: Int?
    let place: String
    let role: String
    let edit: Edit
    /// Every module whose compile jobs ran, in any run.
    let recompiled: [String]
    let seconds: Seconds
    /// What the import graph predicts the edit recompiles (``ImportGraph/predicted(_:of:)``).
    var predicted: [String]? = nil
    /// How `recompiled` differs from `predicted`, with the reason where it is known.
    var difference: String? = nil
    /// What built it (`nil` in results written before Bazel was measured: SwiftPM).
    var buildSystem: BuildSystem? = nil
    /// With Bazel: the median, over the runs, of the seconds of the compile and link actions that ran.
    var actionSeconds: Double? = nil
    /// With Bazel: the median, over the runs, of the build's critical path (``CriticalPath``): the
    /// chain of actions no number of cores would shorten, which wall time is divided by.
    var criticalPathSeconds: Double? = nil
    /// The type a layout edit changed: `struct Account (Account.swift)`.
    var subject: String? = nil
    /// With `--verify`: how each run's incremental build, and each revert's, compared with a build from nothing.
    var verdict: Oracle.Verdict? = nil
    /// The one-minute load average read before each timed build (``LoadAverage``); `nil` in
    /// results written before it was recorded.
    var loads: [Double]? = nil

    /// What built it, SwiftPM when the results predate Bazel.
    var system: BuildSystem { buildSystem ?? .swiftpm }

    /// The load average before the timed builds: `1.8 (2.3)`, the median and, in parentheses,
    /// the highest; `–` in results that predate it.
    var loadText: String { LoadAverage.text(of: loads) }
}

/// The whole run: where and when it was measured, and every record.
struct Report: Codable {
    let toolchain: String
    let cores: Int
    let date: String
    let mode: String
    var records: [Record]

    /// An empty report of this machine, toolchain and run mode.
    init(options: Options) {
        let version = try? Subprocess.run(["swift", "--version"]).output.split(separator: "\n").first.map(String.init)
        toolchain = version.flatMap { $0 } ?? "unknown"
        cores = ProcessInfo.processInfo.activeProcessorCount
        date = ISO8601DateFormatter().string(from: Date())
        mode =
            "\(options.configuration.rawValue) builds\(options.disableCMO ? " without cross-module optimization" : ""), "
            + (options.quick ? "quick, " : "")
            + (options.runs == 1
                ? "1 run per scenario (a time to read, not to compare: a timing is the median of 5 runs or more)"
                : "\(options.runs) runs per scenario") + " (a clean build: 1)"
            + (options.buildSystems.count > 1 ? ", the build systems' runs taking turns" : "")
            + (options.mode == .scale
                ? (options.publicImports
                    ? ", every generated import public" : ", generated imports internal unless public API names them")
                : "")
        records = []
    }

    /// Several runs' records as one report, with every run's dates and modes.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the runs were measured with other toolchains
    ///   or on machines with other numbers of cores: their times do not compare.
    init(merging reports: [Report]) throws {
        func distinct(_ values: [String]) -> String {
            values.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: " and ")
        }
        guard Set(reports.map(\.toolchain)).count <= 1, Set(reports.map(\.cores)).count <= 1 else {
            throw Tool.Failure.badInput(
                "the runs were measured with other toolchains or numbers of cores ("
                    + distinct(reports.map { "\($0.toolchain), \($0.cores) cores" }) + "): render them apart")
        }
        toolchain = reports.first?.toolchain ?? "unknown"
        cores = reports.first?.cores ?? 0
        date = distinct(reports.map(\.date))
        mode = distinct(reports.map(\.mode))
        records = reports.flatMap(\.records)
    }

    /// One line saying what each build system in the records compiled with.
    var compiledWith: String {
        let release = mode.hasPrefix(Sandbox.Configuration.release.rawValue)
        let systems = BuildSystem.allCases.filter { system in records.contains { $0.system == system } }
        return "Compiled with: "
            + systems.map { "\($0.title), \($0.compiledWith(release: release))" }.joined(separator: "; ") + "."
    }

    var markdown: String {
        let predicting = records.contains { $0.predicted != nil }
        let verifying = records.contains { $0.verdict != nil }
        let loading = records.contains { $0.loads != nil }
        var lines = [
            "| shape | place | edit | recompiled | median s | min s | max s | runs |"
                + (loading ? " load before: median (max) |" : "")
                + (predicting ? " predicted by the imports | difference |" : "")
                + (verifying ? " against a clean build |" : ""),
            "|---|---|---|---|---|---|---|---|" + (loading ? "---|" : "") + (predicting ? "---|---|" : "")
                + (verifying ? "---|" : ""),
        ]
        for record in records {
            let shape =
                record.shape + (record.features.map { " (N=\($0))" } ?? "")
                + (record.system == .swiftpm ? "" : " · \(record.system.title)")
            let edit = record.edit.title + (record.subject.map { ": \($0)" } ?? "")
            let oracle = record.verdict.map { $0.isSound ? "✓ same as clean" : "✗ \($0.text)" } ?? "–"
            lines.append(
                "| \(shape) | \(record.place) (\(record.role)) | \(edit) | \(Self.list(record.recompiled)) | "
                    + "\(format(record.seconds.median)) | \(format(record.seconds.min)) | \(format(record.seconds.max)) | "
                    + "\(record.seconds.runs.count) |" + (loading ? " \(record.loadText) |" : "")
                    + (predicting
                        ? " \(record.predicted.map(Self.list) ?? "") | \(record.difference ?? "as predicted") |" : "")
                    + (verifying ? " \(oracle) |" : ""))
        }
        return (lines + ["", compiledWith]).joined(separator: "\n")
    }

    /// The records whose incremental build left a module stale.
    var staleRecords: [Record] {
        records.filter { !($0.verdict?.isSound ?? true) }
    }

    private static func list(_ modules: [String]) -> String {
        "\(modules.count): \(modules.joined(separator: ", "))"
    }

    /// The CSV header, one column per field of a row.
    private static let csvHeader =
        "shape,features,place,role,edit,recompiled_count,recompiled,median_s,min_s,max_s,predicted,difference,"
        + "build_system,subject,stale,runs,load_median,load_max"

    var csv: String {
        ([Self.csvHeader] + records.map(Self.csvRow)).joined(separator: "\n") + "\n"
    }

    /// A record as a CSV row; text that may hold commas is quoted.
    private static func csvRow(_ record: Record) -> String {
        let quoted = { (text: String) in "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        let fields: [String] = [
            record.shape, record.features.map(String.init) ?? "", record.place, record.role, record.edit.rawValue,
            String(record.recompiled.count), record.recompiled.joined(separator: ";"),
            format(record.seconds.median), format(record.seconds.min), format(record.seconds.max),
            record.predicted?.joined(separator: ";") ?? "", quoted(record.difference ?? ""),
            record.system.rawValue, quoted(record.subject ?? ""),
            record.verdict.map { $0.allStale.joined(separator: ";") } ?? "",
            String(record.seconds.runs.count),
            record.loads.map { String(format: "%.2f", Seconds($0).median) } ?? "",
            record.loads.map { String(format: "%.2f", Seconds($0).max) } ?? "",
        ]
        return fields.joined(separator: ",")
    }

    /// The names of the files `--out` gets.
    static let fileNames = ["results.json", "results.csv"]

    /// `results.json` and `results.csv`, for `--out`.
    func files() throws -> [(name: String, data: Data)] {
        [("results.json", try jsonData(self)), ("results.csv", Data(csv.utf8))]
    }
}

/// A value as indented JSON with sorted keys, so two reports compare line by line.
func jsonData<Value: Encodable>(_ value: Value) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(value)
}

func format(_ seconds: Double) -> String {
    String(format: "%.2f", seconds)
}
