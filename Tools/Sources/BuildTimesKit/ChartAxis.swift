import Foundation

/// One axis of a ``Chart``: linear from zero, or logarithmic between two powers of ten when its
/// values span more than one.
struct ChartAxis {
    let lower: Double
    let upper: Double
    let logarithmic: Bool

    /// The axis that holds `values`.
    init(_ values: [Double]) {
        let positive = values.filter { $0 > 0 }
        if let low = positive.min(), let high = positive.max(), high / low > 10 {
            logarithmic = true
            lower = pow(10, floor(log10(low)))
            upper = pow(10, ceil(log10(high)))
        } else {
            logarithmic = false
            lower = 0
            upper = Chart.niceCeiling(values.max() ?? 1)
        }
    }

    /// Where `value` sits along the axis: 0 at its start, 1 at its end.
    func fraction(_ value: Double) -> Double {
        logarithmic ? log10(value / lower) / log10(upper / lower) : value / upper
    }

    /// The values marked on the axis: six even steps from zero, or each power of ten.
    var ticks: [Double] {
        logarithmic
            ? stride(from: log10(lower).rounded(), through: log10(upper).rounded(), by: 1).map { pow(10, $0) }
            : (0...5).map { upper * Double($0) / 5 }
    }

    /// Whether `value` has a place on the axis: a logarithmic one has none for zero.
    func shows(_ value: Double) -> Bool { !logarithmic || value > 0 }

    /// The axis's label, saying when the scale is logarithmic: `seconds (median, log scale)`.
    func label(_ text: String) -> String {
        guard logarithmic else { return text }
        return text.hasSuffix(")") ? text.dropLast() + ", log scale)" : text + " (log scale)"
    }
}
