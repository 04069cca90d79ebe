import RouterInterface
public import RouterLinksInterface

/// A parsed link: its path components, query items and fragment, each percent-decoded once.
///
/// With the origins `app://` and `https://app.example/`, `app://shows/42?autoplay=true#reviews`,
/// `https://app.example/shows/42` and the in-app form `shows/42` all parse to the path
/// `["shows", "42"]`.
public struct ParsedLink: Sendable, Hashable, CustomStringConvertible {
    /// The longest link accepted, in UTF-8 bytes.
    public static let lengthLimit = 2048

    /// The path components, decoded.
    public var path: [String]
    /// The query items, decoded; a repeated name keeps its last value.
    public var query: [String: String]
    /// The fragment, decoded.
    public var fragment: String?
    /// Whether it came from outside the app (it had a scheme).
    public var isExternal: Bool

    /// Parses a link.
    ///
    /// - Parameters:
    ///   - text: The link.
    ///   - origins: The schemes and hosts the app handles.
    /// - Throws: `LinkError.badLink` with the reason.
    public init(parsing text: String, origins: LinkOrigins) throws(LinkError) {
        do throws(LinkFailure) {
            (path, query, fragment, isExternal) = try Self.parse(text, origins: origins)
        } catch {
            throw .badLink(text, error)
        }
    }

    public var description: String { "/" + path.joined(separator: "/") }
}
