import Foundation
import ToolSupport

extension LoadAverage {
    /// Load averages read before a cell's builds as the tables show them: `1.8 (2.3)`, the
    /// median and, in parentheses, the highest; `–` when none was read.
    static func text(of loads: [Double]?) -> String {
        guard let loads, !loads.isEmpty else { return "–" }
        let sample = Seconds(loads)
        return String(format: "%.1f (%.1f)", sample.median, sample.max)
    }
}
