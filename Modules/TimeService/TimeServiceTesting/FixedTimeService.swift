public import Foundation
import Locking
public import TimeServiceInterface

/// A time service whose clock always reads 12:00:00, in whatever zone it is given: what a test
/// of a feature that asks for the time compares against. It formats as the module's service does
/// (`TimeServiceInputContractTests`).
public final class FixedTimeService: TimeServiceInput {
    private let zone: Locked<TimeZone>

    /// Creates the service in a zone.
    public init(timeZone: TimeZone = .gmt) {
        zone = Locked(timeZone)
    }

    public var timeZone: TimeZone {
        get { zone.withLock { $0 } }
        set { zone.withLock { $0 = newValue } }
    }

    public func currentTimeString() -> String { "12:00:00 \(timeZone.identifier)" }
}
