import Foundation
import Locking
import TimeServiceInterface

/// Reads a clock and formats the time of day in a time zone.
final class LiveTimeService: TimeServiceInput {
    private let now: @Sendable () -> Date
    private let zone: Locked<TimeZone>

    /// Creates the service.
    ///
    /// - Parameters:
    ///   - timeZone: The zone to start with.
    ///   - now: The clock; tests pass a fixed one.
    init(timeZone: TimeZone = .current, now: @escaping @Sendable () -> Date = { Date() }) {
        self.now = now
        zone = Locked(timeZone)
    }

    var timeZone: TimeZone {
        get { zone.withLock { $0 } }
        set { zone.withLock { $0 = newValue } }
    }

    func currentTimeString() -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: now())
        let clock = [parts.hour, parts.minute, parts.second].map { String(format: "%02d", $0 ?? 0) }.joined(
            separator: ":")
        return "\(clock) \(timeZone.identifier)"
    }
}
