// Several builds' runs of `horizon bench`, compared row by row.
import Foundation

/// The runs of several builds of `horizon bench`, taken in turns (round 1 of every build, then
/// round 2, …), and what they say: each row's median per build, its ratio to the hand-wired
/// baseline measured in the same process, and its ratio to the first build of the same
/// configuration, paired round by round so a busy minute falls on both sides of a ratio.
public struct BenchComparison: Sendable {
    /// The builds, in the order given.
    public let builds: [BenchBuild]
    /// Each build's reports, one per round, in round order.
    public private(set) var reports: [BenchBuild: [BenchReport]]
    /// The one-minute load average read before each run, in the order of the runs.
    public private(set) var loads: [Double]

    /// No runs yet of `builds`.
    public init(builds: [BenchBuild]) {
        self.builds = builds
        reports = [:]
        loads = []
    }

    /// Adds one round's report of `build`, with the load read before it.
    public mutating func add(_ report: BenchReport, of build: BenchBuild, load: Double?) {
        reports[build, default: []].append(report)
        if let load { loads.append(load) }
    }

    /// The build each build is compared with: the first of the same configuration, or `nil`
    /// for that first build itself.
    public func reference(of build: BenchBuild) -> BenchBuild? {
        let first = builds.first { $0.configuration == build.configuration }
        return first == build ? nil : first
    }

    /// One row of the comparison.
    public struct Line: Sendable, Equatable {
        /// The operation.
        public var name: String
        /// The generated app's size its figures are of.
        public var size: Int
        /// Per build (in ``builds``' order): the median over the rounds of the run's median, in
        /// nanoseconds; `nil` where the build has no such row.
        public var medians: [Double?]
        /// Per build: the median over the rounds of the row's ratio to its hand-wired baseline.
        public var baselineRatios: [Double?]
        /// Per build: the median over the rounds of its median ÷ its reference build's in the
        /// same round; `nil` for a reference build.
        public var referenceRatios: [Double?]
    }

    /// The rows every build measured or some did, in the order the runs print them.
    public var lines: [Line] {
        var names: [String] = []
        for build in builds {
            for row in reports[build]?.first?.rows ?? [] where !names.contains(row.name) { names.append(row.name) }
        }
        return names.map { name in
            let rows = builds.map { build in (reports[build] ?? []).map { $0.rows.first { $0.name == name } } }
            let size = rows.lazy.flatMap { $0 }.compactMap { $0?.size }.first ?? 0
            return Line(
                name: name, size: size,
                medians: rows.map { Self.median($0.compactMap { $0?.median }) },
                baselineRatios: rows.map { rounds in
                    Self.median(
                        rounds.compactMap { row in row?.baseline.map { (row?.median ?? 0) / Swift.max($0, 0.001) } })
                },
                referenceRatios: builds.enumerated().map { index, build in
                    guard let reference = reference(of: build), let other = builds.firstIndex(of: reference) else {
                        return nil
                    }
                    let paired = zip(rows[index], rows[other]).compactMap { mine, theirs -> Double? in
                        guard let mine, let theirs else { return nil }
                        return mine.median / Swift.max(theirs.median, 0.001)
                    }
                    return Self.median(paired)
                })
        }
    }

    /// The comparison as a Markdown table: a column per build (its median, and in parentheses its
    /// ratio to the hand-wired baseline), then a ratio column per build that has a reference.
    public var markdown: String {
        let compared = builds.filter { reference(of: $0) != nil }
        let header =
            ["operation", "N"] + builds.map { "`\($0.name)`" }
            + compared.map { "`\($0.name)` ÷ `\(reference(of: $0)?.name ?? "")`" }
        var text = "| " + header.joined(separator: " | ") + " |\n"
        text += "|" + String(repeating: "---|", count: header.count) + "\n"
        for line in lines {
            let cells = zip(line.medians, line.baselineRatios).map { median, ratio in
                guard let median else { return "–" }
                return Self.time(median) + (ratio.map { String(format: " (%.1fx)", $0) } ?? "")
            }
            let ratios = builds.indices.filter { reference(of: builds[$0]) != nil }.map { index in
                line.referenceRatios[index].map { String(format: "%.2fx", $0) } ?? "–"
            }
            text += "| " + ([line.name, Self.count(line.size)] + cells + ratios).joined(separator: " | ") + " |\n"
        }
        return text
    }

    /// The median of `values`; `nil` when there are none.
    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// A time per operation as `horizon bench` prints it: `75 ns`, `1.6 µs`, `11.85 ms`.
    static func time(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.1f µs", nanoseconds / 1_000)
        default: String(format: "%.2f ms", nanoseconds / 1_000_000)
        }
    }

    /// A size with thousands separated: `10,000`.
    static func count(_ value: Int) -> String {
        value.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
    }
}
