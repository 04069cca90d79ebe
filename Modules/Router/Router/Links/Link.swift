public import RouterInterface

/// A parsed link: its path components, query items and fragment, each percent-decoded once.
///
/// With the origins `app://` and `https://app.example/`, `app://shows/42?autoplay=true#reviews`,
/// `https://app.example/shows/42` and the in-app form `shows/42` all parse to the path
/// `["shows", "42"]`.
public struct Link: Sendable, Hashable, CustomStringConvertible {
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
    /// - Throws: `RouterError.badLink` with the reason.
    public init(parsing text: String, origins: LinkOrigins) throws(RouterError) {
        do throws(LinkFailure) {
            (path, query, fragment, isExternal) = try Self.parse(text, origins: origins)
        } catch {
            throw .badLink(text, error)
        }
    }

    public var description: String { "/" + path.joined(separator: "/") }

    private static func parse(_ text: String, origins: LinkOrigins) throws(LinkFailure)
        -> (path: [String], query: [String: String], fragment: String?, isExternal: Bool)
    {
        guard !text.isEmpty else { throw .empty }
        guard text.utf8.count <= lengthLimit else { throw .tooLong(length: text.utf8.count, limit: lengthLimit) }
        guard !containsControlCharacter(text) else { throw .controlCharacter }
        var rest = Substring(text)
        var isExternal = false
        if let separator = rest.firstRange(of: "://") {
            let scheme = rest[..<separator.lowerBound].lowercased()
            rest = rest[separator.upperBound...]
            isExternal = true
            if origins.webSchemes.contains(scheme) {
                let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
                let host = rest[..<end].lowercased()
                guard origins.hosts.contains(host) else { throw .unknownHost(host, handled: origins.hosts.sorted()) }
                rest = rest[end...]
            } else if !origins.schemes.contains(scheme) {
                throw .unknownScheme(scheme, handled: origins.prefixes)
            }
        }
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = try decode(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        var query: [String: String] = [:]
        if let mark = rest.firstIndex(of: "?") {
            for item in rest[rest.index(after: mark)...].split(separator: "&") {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let value = pair.count > 1 ? pair[1] : ""
                query[try decode(pair[0], plusIsSpace: true)] = try decode(value, plusIsSpace: true)
            }
            rest = rest[..<mark]
        }
        var path: [String] = []
        for component in rest.split(separator: "/") {
            let decoded = try decode(component)
            guard decoded != ".", decoded != ".." else { throw .dotSegment }
            path.append(decoded)
        }
        return (path, query, fragment, isExternal)
    }

    /// Percent-decodes once: `%2F` becomes `/`, `%252F` becomes `%2F`.
    private static func decode(_ text: Substring, plusIsSpace: Bool = false) throws(LinkFailure) -> String {
        guard text.contains("%") || (plusIsSpace && text.contains("+")) else { return String(text) }
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    throw .malformedPercentEncoding(String(text))
                }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace:
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw .malformedPercentEncoding(String(text))
        }
        // `%0A` or `%00` would smuggle in what the raw link could not carry.
        guard !containsControlCharacter(decoded) else { throw .controlCharacter }
        return decoded
    }

    private static func containsControlCharacter(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// The schemes and hosts an app handles.
public struct LinkOrigins: Sendable, Hashable {
    /// Custom schemes whose path starts right after `://`, such as `app`.
    public var schemes: Set<String>
    /// Web schemes, such as `https`, whose links must name one of `hosts`.
    public var webSchemes: Set<String>
    /// Hosts of universal links, such as `app.example`.
    public var hosts: Set<String>

    /// Creates the origins; schemes and hosts are compared in lowercase.
    public init(schemes: Set<String>, webSchemes: Set<String> = ["https"], hosts: Set<String>) {
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.webSchemes = Set(webSchemes.map { $0.lowercased() })
        self.hosts = Set(hosts.map { $0.lowercased() })
    }

    /// How the app's links start, sorted: `scheme://` for each custom scheme, then
    /// `scheme://host/` for each web scheme and host.
    public var prefixes: [String] {
        schemes.sorted().map { "\($0)://" }
            + webSchemes.sorted().flatMap { scheme in hosts.sorted().map { "\(scheme)://\($0)/" } }
    }
}
