import Foundation

/// Bazel's JSON trace profile (`bazel build --profile=FILE`): its events, with as much of each as
/// the tools read (``BazelProfile``, ``CriticalPath``).
struct BazelTrace: Decodable {
    /// One event: a name, a category, its thread, and its start and duration in microseconds.
    struct Event: Decodable {
        let name: String?
        let cat: String?
        let tid: Int?
        let ts: Double?
        let dur: Double?

        /// Events Bazel merged into one, named `merged N events`, when the profile grew large
        /// and `--slim_profile` (Bazel's default) was on: what they were is lost.
        var isMerged: Bool { name?.hasPrefix("merged ") ?? false }
    }

    let traceEvents: [Event]

    /// The profile in `data`, or `nil` when it is not one.
    static func decode(_ data: Data) -> BazelTrace? {
        try? JSONDecoder().decode(BazelTrace.self, from: data)
    }
}
