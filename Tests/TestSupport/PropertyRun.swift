import Foundation

/// How many cases the property-based tests run, and from which seed: `HORIZON_PROPERTY_CASES`
/// (10,000 by default, so a newcomer's `swift test` stays quick; CI's plain run sets 100,000)
/// and `HORIZON_PROPERTY_SEED`. A failure names both, to replay it.
public enum PropertyRun {
    /// The number of cases.
    public static var cases: Int {
        ProcessInfo.processInfo.environment["HORIZON_PROPERTY_CASES"].flatMap { Int($0) } ?? 10_000
    }

    /// The seed: `HORIZON_PROPERTY_SEED`, or a suite's own default.
    public static func seed(default value: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment["HORIZON_PROPERTY_SEED"].flatMap { UInt64($0) } ?? value
    }
}
