import Foundation
import ToolSupport

/// A horizontal stacked bar chart as SVG, written by hand so the report needs no plotting tool.
struct BarChart {
    /// One bar: a label and its segments, drawn left to right in the chart's segment colours.
    struct Bar {
        let label: String
        let segments: [Double]
        /// Said after the bar's total, in bold.
        var note: String? = nil
    }

    let title: String
    let unit: String
    /// The legend: one name and colour per segment.
    let segments: [(name: String, color: String)]
    let bars: [Bar]

    private let width = 840.0, barHeight = 20.0, gap = 6.0
    private let left = 220.0, right = 170.0, top = 64.0, bottom = 40.0

    var svg: String {
        let height = top + Double(bars.count) * (barHeight + gap) + bottom
        let maximum = Chart.niceCeiling(bars.map { $0.segments.reduce(0, +) }.max() ?? 1)
        let plotWidth = width - left - right
        func x(_ value: Double) -> Double { left + value / maximum * plotWidth }
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
            "<text x=\"16\" y=\"24\" font-size=\"15\" font-weight=\"bold\">\(Chart.escape(title))</text>",
        ]
        var legendX = left
        for segment in segments {
            parts.append("<rect x=\"\(legendX)\" y=\"36\" width=\"12\" height=\"12\" fill=\"\(segment.color)\"/>")
            parts.append("<text x=\"\(legendX + 18)\" y=\"46\">\(Chart.escape(segment.name))</text>")
            legendX += 30 + Double(segment.name.count) * 6.5
        }
        let plotBottom = height - bottom
        for tick in 0...5 {
            let value = maximum * Double(tick) / 5
            parts.append(
                "<line x1=\"\(x(value))\" y1=\"\(top - 4)\" x2=\"\(x(value))\" y2=\"\(plotBottom)\" stroke=\"#e4e4e4\"/>"
            )
            parts.append(
                "<text x=\"\(x(value))\" y=\"\(plotBottom + 16)\" text-anchor=\"middle\">\(Chart.label(value))</text>")
        }
        parts.append(
            "<text x=\"\(left + plotWidth / 2)\" y=\"\(height - 6)\" text-anchor=\"middle\">\(Chart.escape(unit))</text>"
        )
        for (index, bar) in bars.enumerated() {
            let y = top + Double(index) * (barHeight + gap)
            parts.append(
                "<text x=\"\(left - 8)\" y=\"\(y + barHeight - 5)\" text-anchor=\"end\">\(Chart.escape(bar.label))</text>"
            )
            var start = 0.0
            for (value, segment) in zip(bar.segments, segments) where value > 0 {
                parts.append(
                    "<rect x=\"\(x(start))\" y=\"\(y)\" width=\"\(x(start + value) - x(start))\" height=\"\(barHeight)\" fill=\"\(segment.color)\"/>"
                )
                start += value
            }
            let note = bar.note.map { " <tspan font-weight=\"bold\">\(Chart.escape($0))</tspan>" } ?? ""
            parts.append(
                "<text x=\"\(x(start) + 6)\" y=\"\(y + barHeight - 5)\">\(String(format: "%.1f", start))\(note)</text>")
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n") + "\n"
    }
}
