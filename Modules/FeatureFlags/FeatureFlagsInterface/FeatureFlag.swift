/// The name of a feature flag, declared by the interface of the module it gates.
///
/// ```swift
/// extension FeatureFlag { public static let newShowPage: FeatureFlag = "new_show_page" }
/// ```
public struct FeatureFlag: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The flag's name in the remote configuration.
    public let name: String

    /// Creates a flag name.
    public init(_ name: String) {
        self.name = name
    }

    /// Creates a flag name from a literal.
    public init(stringLiteral value: String) {
        self.name = value
    }

    public var description: String { name }
}
