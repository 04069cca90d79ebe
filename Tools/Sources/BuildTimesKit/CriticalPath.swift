import Foundation
import ToolSupport

/// A Bazel build's critical path, as its JSON trace profile (`--profile`) records it: the
/// chain of actions, each waiting for the one before, that no number of cores would shorten.
///
/// Bazel writes the path as events of the category `critical path component`, in order, on a
/// thread named "Critical Path"; `bazel analyze-profile` prints the same list (and warns that
/// its text is for Bazel's developers). Reading the events keeps the tool off that text.
struct CriticalPath: Equatable {
    /// One action on the path: Bazel's description (`action 'Compiling Swift module Profile'`)
    /// and how long it took.
    struct Step: Equatable {
        let description: String
        let seconds: Double
    }

    let steps: [Step]
    /// The wall time of the whole build, from the profile's phase markers (its first event to
    /// its last), when the profile has them.
    let buildSeconds: Double?

    /// The path's length: its steps added up.
    var seconds: Double { steps.reduce(0) { $0 + $1.seconds } }

    /// Reads a profile Bazel wrote.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` for a file that is not a JSON trace profile (a
    ///   compressed one is named so), or one with no critical path (a build that ran no action,
    ///   or one Bazel did not finish), or one whose critical path Bazel slimmed (merged events).
    init(profile file: URL) throws {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw Tool.Failure.badInput("cannot read the profile \(file.path)")
        }
        if data.starts(with: [0x1f, 0x8b]) {
            throw Tool.Failure.badInput(
                "\(file.path) is compressed: gunzip it first (Bazel compresses a --profile named *.gz)")
        }
        guard let trace = BazelTrace.decode(data) else {
            throw Tool.Failure.badInput("\(file.path) is not a Bazel JSON trace profile (bazel build --profile=FILE)")
        }
        let path = trace.traceEvents.filter { $0.cat == "critical path component" }.sorted {
            ($0.ts ?? 0) < ($1.ts ?? 0)
        }
        guard !path.isEmpty else {
            throw Tool.Failure.badInput("\(file.path) has no critical path: the build ran no action, or did not finish")
        }
        let threads = Set(path.compactMap(\.tid))
        guard !trace.traceEvents.contains(where: { $0.isMerged && $0.tid.map(threads.contains) ?? false }) else {
            throw Tool.Failure.badInput(
                "the critical path in \(file.path) lost steps: Bazel merged short events (--slim_profile, its default "
                    + "for a large build): build again with --noslim_profile")
        }
        steps = path.map { Step(description: $0.name ?? "(unnamed)", seconds: ($0.dur ?? 0) / 1e6) }
        let timed = trace.traceEvents.filter { $0.cat == "build phase marker" }.compactMap(\.ts)
        let ends = trace.traceEvents.compactMap { event in event.ts.map { $0 + (event.dur ?? 0) } }
        if let start = timed.min(), let end = ends.max(), end > start {
            buildSeconds = (end - start) / 1e6
        } else {
            buildSeconds = nil
        }
    }

    /// The path as a table, in the order Bazel ran it: each action's seconds and share.
    var report: String {
        let total = seconds
        var lines = [
            "Critical path: \(format(total)) s in \(steps.count) actions"
                + (buildSeconds.map { " (the build took \(format($0)) s)" } ?? "") + ":"
        ]
        for step in steps {
            let share = total > 0 ? step.seconds / total * 100 : 0
            lines.append(
                String(format: "%8.3f s %5.1f%%  ", step.seconds, share) + Self.shortened(step.description))
        }
        return lines.joined(separator: "\n")
    }

    /// `action 'Compiling Swift module Profile'` as `Compiling Swift module Profile`.
    static func shortened(_ description: String) -> String {
        guard description.hasPrefix("action '"), description.hasSuffix("'") else { return description }
        return String(description.dropFirst("action '".count).dropLast())
    }
}
