import Foundation

extension CommandLineTool {
    /// `horizon bench [--quick] [--json]`: runtime benchmarks beside hand-wired baselines.
    func bench(_ arguments: [String], json: Bool) async -> Int32 {
        var options = arguments[...]
        var quick = false
        var only: String?
        while let option = options.popFirst() {
            switch option {
            case "--quick": quick = true
            case "--only":
                guard let word = options.popFirst() else { return usage("bench: --only needs a word of a row's name") }
                only = word
            default: return usage("bench: unknown option '\(option)' (options: --quick, --only WORD, --json)")
            }
        }
        let benchmarks = RuntimeBenchmarks(
            bench: Benchmark(batches: quick ? 3 : 15, batchTarget: quick ? .milliseconds(5) : .milliseconds(40)),
            generatedFeatures: 1_000, only: only)
        let rows: [RuntimeBenchmarks.Row]
        do {
            rows = try benchmarks.run()
        } catch {
            errors("horizon: bench failed: \(error)")
            return 1
        }
        if json {
            output(Self.encode(BenchReport(rows: rows, quick: quick)))
            return 0
        }
        #if DEBUG
        output("note: this is a debug build; run `swift run -c release horizon bench` for meaningful figures")
        #endif
        let table = [["operation", "horizon (median)", "min…max", "hand-wired baseline", "median", "ratio"]] + rows.map { row in
            [row.name, Self.format(row.horizon.median), "\(Self.format(row.horizon.min))…\(Self.format(row.horizon.max))",
             row.baselineName, Self.format(row.baseline.median), String(format: "%.1fx", row.ratio)]
        }
        output(TextTable(rows: table).rendered)
        output("\(quick ? "quick: 3" : "15") batches per row; medians per operation; \(ProcessInfo.processInfo.activeProcessorCount) cores")
        return 0
    }

    static func format(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.1f µs", nanoseconds / 1_000)
        default: String(format: "%.2f ms", nanoseconds / 1_000_000)
        }
    }
}

/// What `horizon bench --json` prints.
struct BenchReport: Encodable {
    let rows: [RuntimeBenchmarks.Row]
    let quick: Bool
    let cores = ProcessInfo.processInfo.activeProcessorCount
}
