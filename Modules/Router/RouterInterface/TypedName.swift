/// A string name whose kind is part of its type, so a service name cannot be passed where a
/// task name is expected.
public struct TypedName<Kind>: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    public let rawValue: String

    /// Creates a name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a name from a literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A route's identifier as errors carry it, so a caller matches on a route rather than on text:
/// `catch RouterError.unregisteredRoute(let identifier) where identifier == ShowRoute.routeIdentifier`.
/// Its kind is `AnyRoute`: the name of a route of any type.
public typealias RouteIdentifier = TypedName<AnyRoute>
