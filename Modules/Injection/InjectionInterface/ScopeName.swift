/// The name of a scope that can be ended, declared by the module that owns it.
///
/// ```swift
/// extension ScopeName { public static var session: ScopeName { "session" } }
/// ```
public struct ScopeName: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    public let rawValue: String

    /// Creates a name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a name from a literal.
    public init(stringLiteral value: String) {
        rawValue = value
    }

    public var description: String { rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
