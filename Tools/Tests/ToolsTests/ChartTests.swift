import Foundation
import Testing

@testable import BuildTimesKit

/// The scaling charts' axes: linear while the values stay within a power of ten, logarithmic
/// beyond, so a rebuild of 0.2 s and one of 1,500 s both show.
@Suite("the charts' axes")
struct ChartTests {
    @Test("values within a power of ten: a linear axis from zero, in six even steps")
    func linear() {
        let axis = ChartAxis([0.23, 0.5, 1.41])
        #expect(!axis.logarithmic && axis.lower == 0 && axis.upper == 2)
        #expect(axis.ticks.map(Chart.label) == ["0", "0.4", "0.8", "1.2", "1.6", "2"])
        #expect(axis.fraction(1) == 0.5 && axis.label("seconds") == "seconds")
    }

    @Test("values over four powers of ten: a logarithmic axis between two powers, zero left out")
    func logarithmic() {
        let axis = ChartAxis([0, 0.23, 5.41, 1471.1])
        #expect(axis.logarithmic && axis.lower == 0.1 && axis.upper == 10_000)
        #expect(axis.ticks.map(Chart.label) == ["0.1", "1", "10", "100", "1000", "10000"])
        #expect(abs(axis.fraction(10) - 0.4) < 1e-9)
        #expect(!axis.shows(0) && axis.shows(0.23))
    }

    @Test("a chart of such values says its scale, and draws each point it can place")
    func chart() {
        let svg = Chart(
            title: "Rebuild", xLabel: "features", yLabel: "seconds (median)",
            series: [
                .init(name: "fast", color: "#000", dashed: false, points: [(25, 0), (25, 0.5), (1000, 1.4)]),
                .init(name: "slow", color: "#111", dashed: false, points: [(25, 6), (1000, 936)]),
            ]
        ).svg
        #expect(svg.contains("seconds (median, log scale)") && svg.contains("features (log scale)"))
        #expect(svg.components(separatedBy: "<circle").count - 1 == 4, "the zero is not drawn")
    }

    @Test("a series with no point, a shape the run left out: no line and no legend entry")
    func emptySeries() {
        let svg = Chart(
            title: "Rebuild", xLabel: "features", yLabel: "seconds (median)",
            series: [
                .init(name: "horizontal", color: "#000", dashed: false, points: [(1000, 7.76)]),
                .init(name: "vertical", color: "#111", dashed: false, points: []),
            ]
        ).svg
        #expect(svg.contains(">horizontal</text>") && !svg.contains(">vertical</text>"), "\(svg)")
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 1)
    }
}
