/// A route's identifier as errors carry it, so a caller matches on a route rather than on text:
/// `catch RouterError.unregisteredRoute(let identifier) where identifier == ShowRoute.routeIdentifier`.
public struct RouteIdentifier: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier, as `Route.identifier` declares it.
    public let rawValue: String

    /// Creates an identifier.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from a literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
