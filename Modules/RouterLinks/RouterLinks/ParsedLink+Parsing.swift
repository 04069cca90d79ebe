import RouterInterface
import RouterLinksInterface

/// Parsing works on the link's UTF-8 bytes: every delimiter (`:`, `/`, `?`, `#`, `&`, `=`,
/// `%`, `+`) is ASCII, and an ASCII byte never occurs inside a multi-byte character, so
/// slicing at one always cuts between characters and no `Character` is ever formed.
extension ParsedLink {
    typealias Bytes = Substring.UTF8View
    typealias Parts = (path: [String], query: [String: String], fragment: String?, isExternal: Bool)

    static func parse(_ text: String, origins: LinkOrigins) throws(LinkFailure) -> Parts {
        var rest = Substring(text).utf8
        guard !rest.isEmpty else { throw .empty }
        guard rest.count <= lengthLimit else { throw .tooLong(length: rest.count, limit: lengthLimit) }
        let scan = try Scan(rest)
        let isExternal =
            try scan.colon.map { colon throws(LinkFailure) in try dropOrigin(&rest, colon, origins) } ?? false
        var fragment: String?
        if let hash = scan.hash {
            fragment = try decode(rest[rest.index(after: hash)...], escaped: scan.isEscaped)
            rest = rest[..<hash]
        }
        var query: [String: String] = [:]
        if let mark = scan.mark {
            for item in rest[rest.index(after: mark)...].split(separator: .ampersand) {
                // `?season` names no value: the parameter is absent, as in `URLComponents`.
                guard let equals = item.firstIndex(of: .equals) else { continue }
                let (name, value) = (item[..<equals], item[item.index(after: equals)...])
                query[try decode(name, escaped: scan.isEscaped, plusIsSpace: true)] = try decode(
                    value, escaped: scan.isEscaped, plusIsSpace: true)
            }
            rest = rest[..<mark]
        }
        var path: [String] = []
        path.reserveCapacity(scan.slashes + 1)
        var start = rest.startIndex
        while start < rest.endIndex {
            let end = rest[start...].firstIndex(of: .slash) ?? rest.endIndex
            if start < end {
                let decoded = try decode(rest[start..<end], escaped: scan.isEscaped)
                guard decoded != ".", decoded != ".." else { throw .dotSegment }
                path.append(decoded)
            }
            start = end < rest.endIndex ? rest.index(after: end) : end
        }
        return (path, query, fragment, isExternal)
    }

    /// What one pass over the bytes finds: a control character (thrown), the colon that may
    /// end a scheme (before any `/`, `?` or `#`), where the query and the fragment start, how
    /// many `/` there are, and whether anything is percent-encoded.
    private struct Scan {
        var colon: Bytes.Index?
        var hash: Bytes.Index?
        var mark: Bytes.Index?
        var slashes = 0
        var isEscaped = false

        init(_ bytes: Bytes) throws(LinkFailure) {
            var previous: UInt8 = 0
            var isInScheme = true
            var index = bytes.startIndex
            while index < bytes.endIndex {
                let byte = bytes[index]
                guard !ParsedLink.isControl(byte, after: previous) else { throw .controlCharacter }
                switch byte {
                case .colon where isInScheme && colon == nil: colon = index
                case .hash where hash == nil: (hash, isInScheme) = (index, false)
                case .questionMark where hash == nil && mark == nil: (mark, isInScheme) = (index, false)
                case .slash: (slashes, isInScheme) = (slashes + 1, false)
                case .percent, .plus: isEscaped = true
                default: break
                }
                previous = byte
                bytes.formIndex(after: &index)
            }
        }
    }

    /// Removes `scheme://` (and a web link's host) when the link has one, checking both
    /// against the app's origins.
    ///
    /// - Parameter colon: The first `:`, when it comes before any `/`, `?` or `#`.
    /// - Returns: Whether the link came from outside the app.
    private static func dropOrigin(_ rest: inout Bytes, _ colon: Bytes.Index, _ origins: LinkOrigins)
        throws(LinkFailure) -> Bool
    {
        guard rest[colon...].starts(with: "://".utf8) else { return false }
        let scheme = String(Substring(rest[..<colon])).lowercased()
        rest = rest[rest.index(colon, offsetBy: 3)...]
        if origins.webSchemes.contains(scheme) {
            let end = rest.firstIndex { $0 == .slash || $0 == .questionMark || $0 == .hash } ?? rest.endIndex
            let host = String(Substring(rest[..<end])).lowercased()
            guard origins.hosts.contains(host) else { throw .unknownHost(host, handled: origins.hosts.sorted()) }
            rest = rest[end...]
        } else if !origins.schemes.contains(scheme) {
            throw .unknownScheme(scheme, handled: origins.prefixes)
        }
        return true
    }

    /// Percent-decodes once: `%2F` becomes `/`, `%252F` becomes `%2F`.
    ///
    /// - Parameter escaped: Whether the link holds any `%` or `+` at all; when not, the bytes
    ///   are the text.
    private static func decode(_ bytes: Bytes, escaped: Bool, plusIsSpace: Bool = false) throws(LinkFailure) -> String {
        guard escaped, bytes.contains(where: { $0 == .percent || (plusIsSpace && $0 == .plus) }) else {
            return String(Substring(bytes))
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case .percent:
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    throw .malformedPercentEncoding(String(Substring(bytes)))
                }
                decoded.append(high << 4 | low)
            case .plus where plusIsSpace:
                decoded.append(.space)
            default:
                decoded.append(byte)
            }
        }
        guard let text = String(validating: decoded, as: UTF8.self) else {
            throw .malformedPercentEncoding(String(Substring(bytes)))
        }
        // `%0A` or `%C2%85` would smuggle in what the raw link could not carry.
        guard !containsControlCharacter(Substring(text).utf8) else { throw .controlCharacter }
        return text
    }

    /// Whether valid UTF-8 holds a control character (general category Cc): C0 (`U+0000`–`U+001F`),
    /// DEL (`U+007F`) or C1 (`U+0080`–`U+009F`, encoded `C2 80` to `C2 9F`). `C2` only ever
    /// leads a two-byte character, so the byte after it is that character's last.
    static func containsControlCharacter(_ bytes: Bytes) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if isControl(byte, after: previous) { return true }
            previous = byte
        }
        return false
    }

    private static func isControl(_ byte: UInt8, after previous: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte <= 0x9F)
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

extension UInt8 {
    fileprivate static let colon = UInt8(ascii: ":")
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let questionMark = UInt8(ascii: "?")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let ampersand = UInt8(ascii: "&")
    fileprivate static let equals = UInt8(ascii: "=")
    fileprivate static let percent = UInt8(ascii: "%")
    fileprivate static let plus = UInt8(ascii: "+")
    fileprivate static let space = UInt8(ascii: " ")
}
