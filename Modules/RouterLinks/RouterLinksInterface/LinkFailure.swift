public import RouterInterface

/// Why a link cannot be opened; `LinkError.badLink` carries it with the link.
public enum LinkFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The link is empty.
    case empty
    /// The link is longer than the router accepts.
    case tooLong(length: Int, limit: Int)
    /// The link contains a control character (a newline, a NUL…), raw or percent-encoded.
    case controlCharacter
    /// The scheme is not one the app handles; `handled` lists how the app's links start.
    case unknownScheme(String, handled: [String])
    /// The host is not one the app handles; `handled` lists the hosts it does.
    case unknownHost(String, handled: [String])
    /// A `%` is not followed by two hex digits, or the bytes are not UTF-8.
    case malformedPercentEncoding(String)
    /// A path component is `.` or `..`, possibly percent-encoded.
    case dotSegment
    /// No route's pattern matches the path.
    case noMatchingRoute(path: String)
    /// A parameter does not have the type or the form its route requires.
    case invalidParameter(name: String, value: String, expected: String)
    /// The link comes from outside the app, and its route is not declared openable from outside.
    case notOpenableFromOutside(route: RouteIdentifier)

    /// The reason, in words that say what is wrong with the link.
    public var description: String {
        switch self {
        case .empty: "the link is empty"
        case .tooLong(let length, let limit): "the link has \(length) characters; the limit is \(limit)"
        case .controlCharacter: "the link contains a control character"
        case .unknownScheme(let scheme, let handled):
            "the scheme '\(scheme)' is not handled: "
                + (handled.isEmpty ? "the app declares no link origins" : "use " + Self.list(handled))
        case .unknownHost(let host, let handled):
            "the host '\(host)' is not handled: "
                + (handled.isEmpty ? "the app declares no web hosts" : "use " + Self.list(handled))
        case .malformedPercentEncoding(let text): "'\(text.prefix(40))' is not valid percent-encoding"
        case .dotSegment: "the path contains a '.' or '..' component"
        case .noMatchingRoute(let path): "no route matches the path '\(path.prefix(80))'"
        case .invalidParameter(let name, let value, let expected):
            "the parameter \(name) = '\(value.prefix(40))' is not \(expected)"
        case .notOpenableFromOutside(let route):
            "the route '\(route)' cannot be opened from outside the app; mark its endpoint .openableFromOutside() if it should be"
        }
    }

    /// `a`, `a or b`, `a, b or c`.
    private static func list(_ items: [String]) -> String {
        items.count > 1 ? items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1] : items.joined()
    }
}
