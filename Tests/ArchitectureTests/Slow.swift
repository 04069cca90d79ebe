import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// The suites that drive the scripts on copies and generated packages (builds, DocC, the
    /// fuzzer): minutes on 2 cores, so a newcomer's `swift test` leaves them out and CI, which
    /// sets `HORIZON_SLOW_TESTS=1`, runs them.
    static var slow: Self {
        .enabled(
            if: ProcessInfo.processInfo.environment["HORIZON_SLOW_TESTS"] == "1",
            "drives the scripts on copies and generated packages: run with HORIZON_SLOW_TESTS=1 (CI does)")
    }
}
