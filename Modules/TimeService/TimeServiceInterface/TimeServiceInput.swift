public import Foundation
public import RouterModulesInterface

/// Tells the time: a service module found by its protocol.
///
/// ```swift
/// let time = modules.perform(RoutableService<any TimeServiceInput>()) { config in
///     config.prepare = { $0.timeZone = TimeZone(identifier: "UTC")! }
/// }
/// ```
public protocol TimeServiceInput: AnyObject, Sendable {
    /// The time zone `currentTimeString()` uses; callers set it in `prepare`.
    var timeZone: TimeZone { get set }

    /// The current time of day in `timeZone`.
    ///
    /// - Returns: `HH:mm:ss` and the zone's identifier, such as `"14:03:07 UTC"`.
    func currentTimeString() -> String
}

extension Routable where Kind == ServiceModule, Destination == any TimeServiceInput {
    /// The time service, found by its protocol.
    public init() { self.init(declaring: Destination.self) }
}
