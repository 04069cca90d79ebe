import RouterLinksInterface

/// A rule a path parameter must pass for its pattern to match, declared per parameter beside or instead of a regular
/// expression, and much cheaper to check than one.
///
/// ```swift
/// .endpoint(ShowRoute.self, "shows/:showId", matching: ["showId": .digits])
/// ```
public struct LinkParameterRule: Sendable {
    /// What the rule accepts, in words: a refused link's error says the parameter is not this.
    public let description: String
    /// Whether a path component, percent-decoded, passes.
    public let accepts: @Sendable (String) -> Bool

    /// Creates a rule.
    ///
    /// - Parameters:
    ///   - description: What the rule accepts, such as "a slug of lowercase letters and dashes".
    ///   - accepts: Whether a path component, percent-decoded, passes.
    public init(_ description: String, accepts: @escaping @Sendable (String) -> Bool) {
        self.description = description
        self.accepts = accepts
    }

    /// One or more ASCII digits, `0` to `9`.
    public static let digits = LinkParameterRule("one or more digits 0-9") { text in
        !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
