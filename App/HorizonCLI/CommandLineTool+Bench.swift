import Foundation
import HorizonBenchInterface

extension CommandLineTool {
    /// `horizon bench [--quick] [--sizes N,N…] [--cycles N] [--only WORD] [--json]`: runtime
    /// benchmarks on generated apps of several sizes, beside hand-wired baselines, then the
    /// memory checks. `--setup PART` only builds one part of each generated app (see
    /// `SetupPart`); `--repeat N [--baseline]` runs the chosen rows (or their baselines) N times
    /// untimed, for a profiler.
    func bench(_ arguments: [String], json: Bool) async -> Int32 {
        var options = arguments[...]
        var quick = false
        var only: String?
        var sizes: [Int]?
        var cycles: Int?
        var setup: SetupPart?
        var repeats: Int?
        var baseline = false
        while let option = options.popFirst() {
            switch option {
            case "--quick": quick = true
            case "--setup":
                guard let part = options.popFirst().flatMap(SetupPart.init(rawValue:)) else {
                    return usage(
                        "bench: --setup needs a part: \(SetupPart.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                setup = part
            case "--only":
                guard let word = options.popFirst() else { return usage("bench: --only needs a word of a row's name") }
                only = word
            case "--sizes":
                guard let list = options.popFirst(),
                    case let parsed = list.split(separator: ",").compactMap({ Int($0) }),
                    !parsed.isEmpty, parsed.allSatisfy({ $0 > 0 }), parsed.count == list.split(separator: ",").count
                else {
                    return usage("bench: --sizes needs sizes above 0, separated by commas: 100,1000,10000")
                }
                sizes = parsed.sorted()
            case "--repeat":
                guard let value = options.popFirst().flatMap({ Int($0) }), value >= 0 else {
                    return usage("bench: --repeat needs a whole number of times, 0 or more")
                }
                repeats = value
            case "--baseline": baseline = true
            case "--cycles":
                guard let value = options.popFirst().flatMap({ Int($0) }), value > 0 else {
                    return usage("bench: --cycles needs a whole number above 0")
                }
                cycles = value
            default:
                return usage(
                    "bench: unknown option '\(option)' (options: --quick, --sizes, --cycles, --only WORD, --setup PART, --repeat N [--baseline], --json)"
                )
            }
        }
        if baseline, repeats == nil { return usage("bench: --baseline goes with --repeat N") }
        if let setup { return buildSetup(setup, sizes: sizes ?? [1_000]) }
        if let repeats { return repeatRows(repeats, size: sizes?.last ?? 1_000, only: only, baseline: baseline) }
        let chosen = sizes ?? (quick ? [100, 1_000] : [100, 1_000, 10_000])
        let report: BenchReport
        do {
            let rows = try benchmarks.runtimeRows(quick: quick, sizes: chosen, only: only)
            let checks =
                only == nil || "memory".localizedCaseInsensitiveContains(only ?? "")
                ? try benchmarks.memoryChecks(cycles: cycles ?? (quick ? 1_000 : 10_000), size: chosen.last ?? 100) : []
            report = BenchReport(rows: rows, memory: checks, quick: quick)
        } catch {
            errors("horizon: bench failed: \(error)")
            return 1
        }
        if json {
            output(Self.encode(report))
        } else {
            output(report.text)
        }
        return report.memory.allSatisfy(\.passed) ? 0 : 1
    }

    /// `horizon bench --setup PART --sizes N`: builds one part of a generated app of each size
    /// and says how long it took; what `Scripts/measure-allocations` profiles.
    private func buildSetup(_ part: SetupPart, sizes: [Int]) -> Int32 {
        for size in sizes {
            let clock = ContinuousClock()
            let start = clock.now
            do {
                let items = try benchmarks.buildSetup(part, size: size)
                let elapsed = clock.now - start
                output(
                    "setup \(part.rawValue): \(items) items in \(elapsed.formatted(.units(allowed: [.milliseconds])))")
            } catch {
                errors("horizon: bench --setup \(part.rawValue) failed: \(error)")
                return 1
            }
        }
        return 0
    }

    /// `horizon bench --repeat N [--baseline] [--sizes N] [--only WORD]`: runs each chosen row's
    /// operation (or, with `--baseline`, its hand-wired baseline) N times on a generated app of
    /// the largest size, untimed, and names what it ran. Under `perf record` or Valgrind, the
    /// difference between two counts divided by the difference in N is one operation's cost,
    /// without the set-up.
    private func repeatRows(_ times: Int, size: Int, only: String?, baseline: Bool) -> Int32 {
        do {
            let names = try benchmarks.repeatRows(times: times, size: size, only: only, baseline: baseline)
            guard !names.isEmpty else { return usage("bench: --only '\(only ?? "")' names no row") }
            for name in names { output("ran \(times) times: \(name.trimmingCharacters(in: .whitespaces))") }
            return 0
        } catch {
            errors("horizon: bench --repeat failed: \(error)")
            return 1
        }
    }

    nonisolated static func format(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.1f µs", nanoseconds / 1_000)
        default: String(format: "%.2f ms", nanoseconds / 1_000_000)
        }
    }
}

/// What `horizon bench` reports, as text or, with `--json`, as JSON.
struct BenchReport: Encodable {
    let rows: [BenchRow]
    let memory: [MemoryCheckResult]
    let quick: Bool
    let cores = ProcessInfo.processInfo.activeProcessorCount

    var text: String {
        var lines: [String] = []
        #if DEBUG
            lines.append(
                "note: this is a debug build; run `swift run -c release horizon bench` for meaningful figures\n")
        #endif
        let sizes = rows.first?.sizes.map(\.size) ?? []
        if !rows.isEmpty {
            let growth =
                sizes.count > 1 ? ["\(sizes.last.map(Self.count) ?? "") ÷ \(sizes.first.map(Self.count) ?? "")"] : []
            let header =
                ["operation, median per operation"] + sizes.map { "N = \(Self.count($0))" } + growth
                + ["hand-wired baseline", "median", "÷ baseline"]
            let body = rows.map { row in
                [row.name] + row.sizes.map { CommandLineTool.format($0.measure.median) }
                    + (sizes.count > 1 ? [row.growth.map { String(format: "%.1fx", $0) } ?? ""] : [])
                    + [
                        row.baselineName, row.baseline.map { CommandLineTool.format($0.median) } ?? "",
                        row.ratio.map { String(format: "%.1fx", $0) } ?? "",
                    ]
            }
            lines += [TextTable(rows: [header] + body).rendered, ""]
            lines.append(
                "N is the generated app's size: N routes, N features (each with 3 @Resolved) and N weak-shared services,"
            )
            lines.append(
                "each route with a link pattern. \(sizes.last.map(Self.count) ?? "") ÷ \(sizes.first.map(Self.count) ?? "") compares sizes; ÷ baseline compares N = \(sizes.last.map(Self.count) ?? "")"
            )
            lines.append(
                "with the same work done by hand. \(quick ? "quick: 3" : "15") batches per measure; the median batch; \(cores) cores."
            )
            lines.append(
                "A row's sizes and baseline take turns, a batch each, so load on the machine falls on them alike.")
        }
        if !memory.isEmpty {
            let header = [
                "memory check", "cycles", "screens alive", "features alive", "weak-shared alive", "resident memory",
                "result",
            ]
            let body = memory.map { check in
                [
                    check.name, Self.count(check.cycles), String(check.screensAlive), String(check.featuresAlive),
                    String(check.weakSharedAlive),
                    check.growthPerCycle.map {
                        String(format: "%+.1f MB (%+.0f B per cycle)", Double(check.cycles) * $0 / 1e6, $0)
                    }
                        ?? "not measured here",
                    check.passed ? "ok" : "FAILED",
                ]
            }
            lines += ["", TextTable(rows: [header] + body).rendered, ""]
            lines.append(
                "Each check warms up first (a tenth as many cycles, at least one per route), then reads resident memory"
            )
            lines.append("before and after the cycles;")
            lines.append(
                "flat means it grew by at most \(MemoryCheckResult.flatSlack >> 20) MiB, the allocator's noise; the counts of live objects are exact."
            )
        }
        return lines.joined(separator: "\n")
    }

    static func count(_ value: Int) -> String {
        value >= 1_000 ? "\(value / 1_000),\(String(format: "%03d", value % 1_000))" : String(value)
    }
}
