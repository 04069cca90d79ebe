import Foundation
import ToolSupport

/// A line chart as SVG, written by hand so the report needs no plotting tool.
///
/// An axis whose values span more than a power of ten is logarithmic, so a curve from 0.2 s to
/// 1,500 s keeps its small values apart; its label says so.
struct Chart {
    struct Series {
        let name: String
        let color: String
        let dashed: Bool
        let points: [(x: Double, y: Double)]
    }

    let title: String
    let xLabel: String
    let yLabel: String
    let series: [Series]
    /// The series with a point to draw: one a run left out gets no line and no legend entry.
    private var drawn: [Series] { series.filter { !$0.points.isEmpty } }

    private let plotWidth = 396.0, height = 380.0
    private let left = 64.0, top = 40.0, bottom = 56.0
    /// Room for the legend: its longest name, at about 7 points a character.
    private var right: Double { max(180, 50 + 7 * Double(drawn.map(\.name.count).max() ?? 0)) }
    private var width: Double { left + plotWidth + right }

    var svg: String {
        let xs = series.flatMap { $0.points.map(\.x) }
        let xAxis = ChartAxis(xs)
        let yAxis = ChartAxis(series.flatMap { $0.points.map(\.y) })
        let plotHeight = height - top - bottom
        func x(_ value: Double) -> Double { left + xAxis.fraction(value) * plotWidth }
        func y(_ value: Double) -> Double { top + plotHeight - yAxis.fraction(value) * plotHeight }
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
            "<text x=\"\(left)\" y=\"22\" font-size=\"15\" font-weight=\"bold\">\(Self.escape(title))</text>",
        ]
        for value in yAxis.ticks {
            let position = y(value)
            parts.append(
                "<line x1=\"\(left)\" y1=\"\(position)\" x2=\"\(left + plotWidth)\" y2=\"\(position)\" stroke=\"#e4e4e4\"/>"
            )
            parts.append(
                "<text x=\"\(left - 8)\" y=\"\(position + 4)\" text-anchor=\"end\">\(Self.label(value))</text>")
        }
        for value in Set(xs).filter(xAxis.shows).sorted() {
            parts.append(
                "<text x=\"\(x(value))\" y=\"\(top + plotHeight + 18)\" text-anchor=\"middle\">\(Self.label(value))</text>"
            )
        }
        parts.append(
            "<line x1=\"\(left)\" y1=\"\(top + plotHeight)\" x2=\"\(left + plotWidth)\" y2=\"\(top + plotHeight)\" stroke=\"black\"/>"
        )
        parts.append("<line x1=\"\(left)\" y1=\"\(top)\" x2=\"\(left)\" y2=\"\(top + plotHeight)\" stroke=\"black\"/>")
        parts.append(
            "<text x=\"\(left + plotWidth / 2)\" y=\"\(height - 14)\" text-anchor=\"middle\">\(Self.escape(xAxis.label(xLabel)))</text>"
        )
        parts.append(
            "<text transform=\"translate(16 \(top + plotHeight / 2)) rotate(-90)\" text-anchor=\"middle\">\(Self.escape(yAxis.label(yLabel)))</text>"
        )
        for (index, line) in drawn.enumerated() {
            let shown = line.points.filter { xAxis.shows($0.x) && yAxis.shows($0.y) }
            let points = shown.sorted { $0.x < $1.x }.map { "\(x($0.x)),\(y($0.y))" }.joined(separator: " ")
            let dash = line.dashed ? " stroke-dasharray=\"6 4\"" : ""
            parts.append(
                "<polyline fill=\"none\" stroke=\"\(line.color)\" stroke-width=\"2\"\(dash) points=\"\(points)\"/>")
            for point in shown {
                parts.append("<circle cx=\"\(x(point.x))\" cy=\"\(y(point.y))\" r=\"3\" fill=\"\(line.color)\"/>")
            }
            let legendY = top + 10 + Double(index) * 20
            let legendX = left + plotWidth + 16
            parts.append(
                "<line x1=\"\(legendX)\" y1=\"\(legendY)\" x2=\"\(legendX + 22)\" y2=\"\(legendY)\" stroke=\"\(line.color)\" stroke-width=\"2\"\(dash)/>"
            )
            parts.append("<text x=\"\(legendX + 28)\" y=\"\(legendY + 4)\">\(Self.escape(line.name))</text>")
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n") + "\n"
    }

    /// 1, 2, 2.5 or 5 times a power of ten, at least `value`.
    static func niceCeiling(_ value: Double) -> Double {
        guard value > 0 else { return 1 }
        let power = pow(10, floor(log10(value)))
        return [1, 2, 2.5, 5, 10].map { $0 * power }.first { $0 >= value } ?? value
    }

    static func label(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: value < 0.1 ? "%g" : "%.1f", value)
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
