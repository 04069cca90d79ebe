/// A string name whose kind is part of its type, so a service name cannot be passed where a
/// task name is expected: the names the faces key their tables by (`ServiceName`, `TaskName`,
/// `ProtocolName`).
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
