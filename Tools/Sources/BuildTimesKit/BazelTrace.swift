import Foundation

/// Bazel's JSON trace profile (`bazel build --profile=FILE`): its events, with as much of each as
/// the tools read (``BazelProfile``, ``CriticalPath``).
struct BazelTrace: Decodable {
    /// One event: a name, a category, and its start and duration in microseconds.
    struct Event: Decodable {
        let name: String?
        let cat: String?
        let ts: Double?
        let dur: Double?
    }

    let traceEvents: [Event]

    /// The profile in `data`, or `nil` when it is not one.
    static func decode(_ data: Data) -> BazelTrace? {
        try? JSONDecoder().decode(BazelTrace.self, from: data)
    }
}
