/// Random and mutated text for property-based tests of parsers: links, `AnyRoute` strings.
///
/// Mutations keep most of a valid input, so cases reach deep into the parser instead of
/// failing at the first character; the alphabet favours what parsers trip on.
public struct HostileText {
    /// Characters the mutations insert: separators, percent signs, digits, letters, unicode
    /// look-alikes of ASCII letters, combining marks, controls and an emoji.
    public static let alphabet: [Character] =
        Array("/%?#&=+:.-_~ 0123456789azAZ\\\"'{}[],|@") + [
            "\u{0455}", "\u{043E}", "\u{0430}", "\u{FF53}", "\u{0301}", "\u{200B}", "\u{FEFF}", "\u{0}", "\n", "\t",
            "\u{7F}",
            "\u{1F600}", "é", "ß", "İ",
        ]

    /// Fragments that parsers treat specially, inserted whole.
    public static let fragments = [
        "%", "%2", "%2F", "%252F", "%2E%2E", "..", "./", "//", "%00", "%0A", "%C0%AF", "%FF", "?", "#", "&&", "==", "+",
        "://", "horizon://", "https://", "https://horizon.example", ":_", "...", "-1", "0", "9999999999999999999999",
        "1e308", "nan", "null", "true", "{}", "[]", "\"", "\\u0000", "{\"showId\":", "|", "||",
    ]

    /// A mutation of `text`: one to four edits (insert, delete, replace, duplicate a range,
    /// percent-encode or double-encode a character, truncate, repeat).
    public static func mutate(_ text: String, using random: inout SeededGenerator) -> String {
        var characters = Array(text)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let index = characters.isEmpty ? 0 : Int.random(in: 0..<characters.count, using: &random)
            switch Int.random(in: 0..<9, using: &random) {
            case 0: characters.insert(alphabet.randomElement(using: &random)!, at: index)
            case 1: if !characters.isEmpty { characters.remove(at: index) }
            case 2: if !characters.isEmpty { characters[index] = alphabet.randomElement(using: &random)! }
            case 3: characters.insert(contentsOf: fragments.randomElement(using: &random)!, at: index)
            case 4:
                let end = min(characters.count, index + Int.random(in: 1...8, using: &random))
                characters.insert(contentsOf: characters[index..<end], at: end)
            case 5, 6:
                guard index < characters.count else { break }
                let double = Int.random(in: 0..<2, using: &random) == 1
                characters.replaceSubrange(index...index, with: percentEncoded(characters[index], double: double))
            case 7: characters.removeLast(Int.random(in: 0...characters.count, using: &random) / 2)
            default:
                characters.append(
                    contentsOf: String(
                        repeating: String(characters.last ?? "a"), count: Int.random(in: 1...600, using: &random)))
            }
        }
        return String(characters)
    }

    /// Text of random length (0–300) drawn from the alphabet and the fragments.
    public static func random(using random: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...60, using: &random) {
            text +=
                Int.random(in: 0..<3, using: &random) == 0
                ? fragments.randomElement(using: &random)! : String(alphabet.randomElement(using: &random)!)
        }
        return text
    }

    /// `/` as `%2F`, or as `%252F` when `double`.
    private static func percentEncoded(_ character: Character, double: Bool) -> [Character] {
        let encoded = character.utf8.map { byte in
            (double ? "%25" : "%") + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }.joined()
        return Array(encoded)
    }
}
