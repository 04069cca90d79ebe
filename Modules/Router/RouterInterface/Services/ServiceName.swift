/// A service's name: a namespace of tasks, declared in the provider's interface module.
///
/// ```swift
/// public enum SettingsService {
///     public static let name: ServiceName = "SettingsService"
///     public static let navigate: TaskName = "navigate"
///     public static let shouldRefresh = UserInfoKey<Bool>("shouldRefresh")
/// }
/// ```
public struct ServiceName: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    public let rawValue: String

    /// Creates a service name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a service name from a literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A task's name, unique within its service.
public struct TaskName: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    public let rawValue: String

    /// Creates a task name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a task name from a literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
