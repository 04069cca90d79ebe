import Foundation

/// How deep a JSON text nests, counted on its bytes (brackets outside strings).
enum JSONDepth {
    /// How deep `JSONDecoder` reads: a deeper text is "not valid JSON" to it, with no reason.
    static let decoderLimit = 512

    /// Whether `data` nests deeper than `limit`.
    static func exceeds(_ limit: Int, in data: Data) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return false
    }
}
