/// Nanoseconds per operation: the median and the extremes over a benchmark's batches.
public struct BenchMeasure: Codable, Sendable {
    /// The median batch's nanoseconds per operation.
    public var median: Double
    /// The fastest batch's.
    public var min: Double
    /// The slowest batch's.
    public var max: Double

    /// Creates a measure.
    public init(median: Double, min: Double, max: Double) {
        self.median = median
        self.min = min
        self.max = max
    }
}
