import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The machine's load average over the last minute (`getloadavg`, on Linux and macOS alike):
/// the number of processes running or waiting to run, averaged. Read just before each timed
/// build or run, it says how busy the machine was when it began. The measurement's own builds
/// count too: a run of builds on 2 cores kept it between 1 and 3, so a reading well above the
/// cores means something else was running.
public enum LoadAverage {
    /// The one-minute load average, or `nil` where the system does not report it.
    public static func oneMinute() -> Double? {
        var loads = [0.0]
        return getloadavg(&loads, 1) == 1 ? loads[0] : nil
    }
}
