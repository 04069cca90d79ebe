import Foundation
import ToolSupport

/// A line chart as SVG, written by hand so the report needs no plotting tool.
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

    private let width = 640.0, height = 380.0
    private let left = 64.0, right = 180.0, top = 40.0, bottom = 56.0

    var svg: String {
        let xs = series.flatMap { $0.points.map(\.x) }
        let ys = series.flatMap { $0.points.map(\.y) }
        let xMax = Self.niceCeiling(xs.max() ?? 1)
        let yMax = Self.niceCeiling(ys.max() ?? 1)
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        func x(_ value: Double) -> Double { left + value / xMax * plotWidth }
        func y(_ value: Double) -> Double { top + plotHeight - value / yMax * plotHeight }
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
            "<text x=\"\(left)\" y=\"22\" font-size=\"15\" font-weight=\"bold\">\(Self.escape(title))</text>",
        ]
        for tick in 0...5 {
            let value = yMax * Double(tick) / 5
            let position = y(value)
            parts.append(
                "<line x1=\"\(left)\" y1=\"\(position)\" x2=\"\(left + plotWidth)\" y2=\"\(position)\" stroke=\"#e4e4e4\"/>"
            )
            parts.append(
                "<text x=\"\(left - 8)\" y=\"\(position + 4)\" text-anchor=\"end\">\(Self.label(value))</text>")
        }
        for value in Set(xs).sorted() {
            parts.append(
                "<text x=\"\(x(value))\" y=\"\(top + plotHeight + 18)\" text-anchor=\"middle\">\(Self.label(value))</text>"
            )
        }
        parts.append(
            "<line x1=\"\(left)\" y1=\"\(top + plotHeight)\" x2=\"\(left + plotWidth)\" y2=\"\(top + plotHeight)\" stroke=\"black\"/>"
        )
        parts.append("<line x1=\"\(left)\" y1=\"\(top)\" x2=\"\(left)\" y2=\"\(top + plotHeight)\" stroke=\"black\"/>")
        parts.append(
            "<text x=\"\(left + plotWidth / 2)\" y=\"\(height - 14)\" text-anchor=\"middle\">\(Self.escape(xLabel))</text>"
        )
        parts.append(
            "<text transform=\"translate(16 \(top + plotHeight / 2)) rotate(-90)\" text-anchor=\"middle\">\(Self.escape(yLabel))</text>"
        )
        for (index, line) in series.enumerated() {
            let points = line.points.sorted { $0.x < $1.x }.map { "\(x($0.x)),\(y($0.y))" }.joined(separator: " ")
            let dash = line.dashed ? " stroke-dasharray=\"6 4\"" : ""
            parts.append(
                "<polyline fill=\"none\" stroke=\"\(line.color)\" stroke-width=\"2\"\(dash) points=\"\(points)\"/>")
            for point in line.points {
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
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
