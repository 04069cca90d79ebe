import RouterInterface
public import RouterLinksInterface

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
    /// - Throws: `LinkError.invalidLinkPattern` for `...` that is not last, a repeated or
    ///   empty parameter name, an expression or a rule for an unknown parameter, or an
    ///   expression that does not compile.
    public init(
        _ text: String, validating: [String: String] = [:], matching: [String: LinkParameterRule] = [:]
    ) throws(LinkError) {
        var compiled: [String: Regex<AnyRegexOutput>] = [:]
        try self.init(text, validating: validating, matching: matching, compiled: &compiled)
    }

    /// Parses a pattern, compiling each expression once into `compiled`, which a tree shares
    /// between its patterns and hands to its trie: an expression is never compiled twice.
    ///
    /// It allocates the components and nothing else: no array of parts, no set of names.
    init(
        _ text: String, validating: [String: String], matching: [String: LinkParameterRule],
        compiled: inout [String: Regex<AnyRegexOutput>]
    ) throws(LinkError) {
        self.text = text
        var components: [Component] = []
        components.reserveCapacity(text.utf8.count { $0 == UInt8(ascii: "/") } + 1)
        func named(_ name: String) -> Bool {
            components.contains { if case .parameter(name, _) = $0 { true } else { false } }
        }
        var remaining = Substring(text)
        while !remaining.isEmpty {
            let end = remaining.firstIndex(of: "/") ?? remaining.endIndex
            let part = remaining[..<end]
            remaining = remaining[end...].dropFirst()
            if part.isEmpty { continue }
            if components.last == .rest {
                throw .invalidLinkPattern(text, reason: "'...' must be the last component")
            }
            switch part {
            case "...":
                components.append(.rest)
            case ":_":
                components.append(.anything)
            case _ where part.hasPrefix(":"):
                let name = String(part.dropFirst())
                guard !name.isEmpty, !named(name) else {
                    throw .invalidLinkPattern(text, reason: "parameter names must be unique and not empty")
                }
                let expression = validating[name]
                if let expression, compiled[expression] == nil {
                    guard let regex = try? Regex(expression) else {
                        throw .invalidLinkPattern(text, reason: "the expression for \(name) does not compile")
                    }
                    compiled[expression] = regex
                }
                components.append(.parameter(name, pattern: expression))
            default:
                components.append(.constant(String(part)))
            }
        }
        // The first unknown name in alphabetical order, so the message never depends on hashing.
        let unknown = (validating.keys.filter { !named($0) } + matching.keys.filter { !named($0) }).min()
        if let unknown { throw .invalidLinkPattern(text, reason: "there is no parameter :\(unknown) to validate") }
        self.components = components
    }

    public var description: String { text }
}
