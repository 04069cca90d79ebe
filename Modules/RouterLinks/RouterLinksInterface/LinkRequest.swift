/// A typed request for a link: an app declares an enum
/// of its requests, each case producing a link, so code that opens links is checked by the
/// compiler instead of spelling paths by hand.
///
/// ```swift
/// enum AppLink: LinkRequest {
///     case home
///     case show(id: Int, section: String? = nil)
///
///     var link: String {
///         switch self {
///         case .home: Self.link(["home"])
///         case .show(let id, let section): Self.link(["shows", "\(id)"], fragment: section)
///         }
///     }
/// }
/// try links.open(AppLink.show(id: 42, section: "cast"))
/// ```
public protocol LinkRequest: Sendable {
    /// The in-app link the request opens, as `LinkOpening.open(link:)` takes it.
    var link: String { get }
}

extension LinkRequest {
    /// Builds an in-app link from values, each percent-encoded, so any text survives the
    /// trip: a `/` in a value stays in its component, a `#` or `&` stays in its query item.
    ///
    /// - Parameters:
    ///   - path: The path components, unencoded.
    ///   - query: Query items in order; an item whose value is `nil` is left out.
    ///   - fragment: The fragment, unencoded; `nil` for none.
    /// - Returns: The link, such as `shows/42?season=2#cast`.
    public static func link(
        _ path: [String], query: KeyValuePairs<String, String?> = [:], fragment: String? = nil
    ) -> String {
        var text = path.map(percentEncoded).joined(separator: "/")
        let items = query.compactMap { item in item.value.map { percentEncoded(item.key) + "=" + percentEncoded($0) } }
        if !items.isEmpty { text += "?" + items.joined(separator: "&") }
        if let fragment { text += "#" + percentEncoded(fragment) }
        return text
    }

    /// Every byte but the unreserved ones (letters, digits, `-._~`) as `%XX`.
    private static func percentEncoded(_ value: String) -> String {
        var encoded = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }
}
