import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The machine's load average over the last minute (`getloadavg`, on Linux and macOS alike):
/// the number of processes running or waiting to run, averaged. Read just before each timed
/// build, it says how busy the machine was when the build began. The measurement's own builds
/// count too: a run of builds on 2 cores kept it between 1 and 3, so a reading well above the
/// cores means something else was running.
enum LoadAverage {
    /// Load averages read before a cell's builds as the tables show them: `1.8 (2.3)`, the
    /// median and, in parentheses, the highest; `–` when none was read.
    static func text(of loads: [Double]?) -> String {
        guard let loads, !loads.isEmpty else { return "–" }
        let sample = Seconds(loads)
        return String(format: "%.1f (%.1f)", sample.median, sample.max)
    }

    /// The one-minute load average, or `nil` where the system does not report it.
    static func oneMinute() -> Double? {
        var loads = [0.0]
        return getloadavg(&loads, 1) == 1 ? loads[0] : nil
    }
}
