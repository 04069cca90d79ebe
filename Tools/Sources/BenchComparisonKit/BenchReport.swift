// What one run of `horizon bench --json` measured.
public import Foundation
import ToolSupport

/// The rows of one `horizon bench --json` run: each operation's median per operation at its
/// largest size, and its hand-wired baseline's.
public struct BenchReport: Encodable, Sendable, Equatable {
    /// One operation.
    public struct Row: Codable, Sendable, Equatable {
        /// The operation, as `horizon bench` names it.
        public var name: String
        /// The generated app's size the median is of: the largest the run measured.
        public var size: Int
        /// The median per operation, in nanoseconds.
        public var median: Double
        /// The hand-wired baseline's median per operation, in nanoseconds, where the row has one.
        public var baseline: Double?
    }

    /// The rows, in the order the run printed them.
    public var rows: [Row]

    /// The report `horizon bench --json` printed.
    ///
    /// - Throws: ``Tool/Failure/finding(_:)`` when `data` is not such a report.
    public init(json data: Data) throws {
        struct Measure: Decodable { var median: Double }
        struct Sized: Decodable {
            var size: Int
            var measure: Measure
        }
        struct Line: Decodable {
            var name: String
            var sizes: [Sized]
            var baseline: Measure?
        }
        struct Document: Decodable { var rows: [Line] }
        do {
            let document = try JSONDecoder().decode(Document.self, from: data)
            rows = document.rows.compactMap { line in
                line.sizes.last.map {
                    Row(name: line.name, size: $0.size, median: $0.measure.median, baseline: line.baseline?.median)
                }
            }
        } catch {
            throw Tool.Failure.finding("horizon bench --json printed no report this tool reads")
        }
    }

    /// A report of `rows`.
    public init(rows: [Row]) {
        self.rows = rows
    }
}
