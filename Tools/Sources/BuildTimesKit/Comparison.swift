import Foundation

/// SwiftPM and Bazel side by side: for each scenario measured with both, the modules each
/// recompiled and its wall time; for Bazel, the seconds its compile and link actions took, and
/// what the build cost beyond them (wall time ÷ action time: 1.0 is a build system that costs
/// nothing of its own; below 1, actions ran in parallel).
struct Comparison {
    let pairs: [(swiftpm: Record?, bazel: Record)]

    /// The pairs of the records, or `nil` when no scenario was built with Bazel.
    init?(records: [Record]) {
        let bazel = records.filter { $0.system == .bazel }
        guard !bazel.isEmpty else { return nil }
        pairs = bazel.map { record in
            let twin = records.first {
                $0.system == .swiftpm && $0.shape == record.shape && $0.features == record.features
                    && $0.place == record.place && $0.edit == record.edit
            }
            return (twin, record)
        }
    }

    var markdown: String {
        var lines = [
            "### SwiftPM and Bazel side by side",
            "",
            "| shape | place | edit | SwiftPM: modules | SwiftPM: s | Bazel: modules | Bazel: s | Bazel: actions s | Bazel: wall ÷ actions |",
            "|---|---|---|---|---|---|---|---|---|",
        ]
        for (swiftpm, bazel) in pairs {
            let shape = bazel.shape + (bazel.features.map { " (N=\($0))" } ?? "")
            let actions = bazel.actionSeconds.map(format) ?? "–"
            let ratio = bazel.actionSeconds.flatMap {
                $0 > 0.01 ? String(format: "%.2f", bazel.seconds.median / $0) : nil
            }
            lines.append(
                "| \(shape) | \(bazel.place) | \(bazel.edit.title) | \(swiftpm.map { "\($0.recompiled.count)" } ?? "–") | "
                    + "\(swiftpm.map { format($0.seconds.median) } ?? "–") | \(bazel.recompiled.count) | "
                    + "\(format(bazel.seconds.median)) | \(actions) | \(ratio ?? "–") |")
        }
        return lines.joined(separator: "\n")
    }
}
