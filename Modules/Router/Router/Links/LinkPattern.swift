public import RouterInterface

/// A route's URL pattern: `shows/:showId`, `:_` for any one component, `...` for the rest.
///
/// A parameter may carry a regular expression that must match the whole component:
/// `LinkPattern("shows/:showId", validating: ["showId": "[1-9][0-9]*"])`.
public struct LinkPattern: Sendable, Hashable, CustomStringConvertible {
    /// One component of a pattern.
    public enum Component: Sendable, Hashable {
        /// Matches this text exactly.
        case constant(String)
        /// Matches one component and binds it to this name, if it matches the expression.
        case parameter(String, pattern: String?)
        /// `:_` — matches any one component, binds nothing.
        case anything
        /// `...` — matches the rest of the path, zero or more components; only last.
        case rest
    }

    /// The components, in order.
    public let components: [Component]
    /// The pattern as written.
    public let text: String

    /// Parses a pattern.
    ///
    /// - Parameters:
    ///   - text: Components separated by `/`; a leading `/` is ignored.
    ///   - validating: A regular expression per parameter name, anchored to the whole component.
    ///   - matching: A matching rule per parameter name (the trie keeps them; a pattern only
    ///     checks that each names a parameter).
    /// - Throws: `RouterError.invalidLinkPattern` for `...` that is not last, a repeated or
    ///   empty parameter name, an expression or a rule for an unknown parameter, or an
    ///   expression that does not compile.
    public init(
        _ text: String, validating: [String: String] = [:], matching: [String: LinkParameterRule] = [:]
    ) throws(RouterError) {
        self.text = text
        var components: [Component] = []
        var names: Set<String> = []
        let parts = text.split(separator: "/")
        for (index, part) in parts.enumerated() {
            switch part {
            case "...":
                guard index == parts.count - 1 else {
                    throw .invalidLinkPattern(text, reason: "'...' must be the last component")
                }
                components.append(.rest)
            case ":_":
                components.append(.anything)
            case _ where part.hasPrefix(":"):
                let name = String(part.dropFirst())
                guard !name.isEmpty, names.insert(name).inserted else {
                    throw .invalidLinkPattern(text, reason: "parameter names must be unique and not empty")
                }
                if let expression = validating[name], (try? Regex(expression)) == nil {
                    throw .invalidLinkPattern(text, reason: "the expression for \(name) does not compile")
                }
                components.append(.parameter(name, pattern: validating[name]))
            default:
                components.append(.constant(String(part)))
            }
        }
        if let unknown = Set(validating.keys).union(matching.keys).sorted().first(where: { !names.contains($0) }) {
            throw .invalidLinkPattern(text, reason: "there is no parameter :\(unknown) to validate")
        }
        self.components = components
    }

    public var description: String { text }
}
