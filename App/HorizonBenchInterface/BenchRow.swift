/// One benchmark row: the operation's medians at each size, and its hand-wired baseline.
public struct BenchRow: Encodable, Sendable {
    /// A measure at one size.
    public struct Sized: Encodable, Sendable {
        /// The generated app's size.
        public var size: Int
        /// The operation's measure at that size.
        public var measure: BenchMeasure

        /// Creates a measure at a size.
        public init(size: Int, measure: BenchMeasure) {
            self.size = size
            self.measure = measure
        }
    }

    /// What was measured.
    public var name: String
    /// Its measure at each size, smallest first.
    public var sizes: [Sized]
    /// What the baseline does by hand.
    public var baselineName: String
    /// The baseline's measure, beside the largest size.
    public var baseline: BenchMeasure?

    /// Creates a row.
    public init(name: String, sizes: [Sized], baselineName: String, baseline: BenchMeasure?) {
        self.name = name
        self.sizes = sizes
        self.baselineName = baselineName
        self.baseline = baseline
    }

    /// The largest size's median over the smallest's: 1 when the cost does not grow with N.
    public var growth: Double? {
        guard let first = sizes.first, let last = sizes.last, sizes.count > 1 else { return nil }
        return last.measure.median / Swift.max(first.measure.median, 0.001)
    }

    /// The largest size's median over the baseline's.
    public var ratio: Double? {
        guard let last = sizes.last, let baseline else { return nil }
        return last.measure.median / Swift.max(baseline.median, 0.001)
    }

    enum CodingKeys: String, CodingKey { case name, sizes, baselineName, baseline, growth, ratio }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(sizes, forKey: .sizes)
        try container.encode(baselineName, forKey: .baselineName)
        try container.encodeIfPresent(baseline, forKey: .baseline)
        try container.encodeIfPresent(growth, forKey: .growth)
        try container.encodeIfPresent(ratio, forKey: .ratio)
    }
}
