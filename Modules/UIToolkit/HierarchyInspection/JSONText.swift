package import Foundation

/// JSON text written from, and read into, a `JSONValue`, byte by byte: what `JSONEncoder` and
/// `JSONDecoder` do for a `JSONValue`, without `Codable`'s containers between each value and
/// its text (a small navigation state cost them about 360,000 instructions a save and restore).
///
/// Reading gives the value `JSONDecoder` gives for the same text: a number without a
/// fraction or exponent is `.integer` when it fits `Int64`, else `.unsignedInteger` when it
/// fits `UInt64`; any other number that is a whole number fitting either is read as that
/// integer too (`1.0`, `1e2`), as `JSONDecoder` decodes it; the rest is `.number`. The text
/// must be what RFC 8259 allows (and `JSONDecoder`: a comma after a container's last element),
/// nested at most 512 deep.
package enum JSONText {
    /// Thrown for what this writer and reader leave to `Codable` (a node's content elements, a
    /// value in a shape they do not read): the caller takes `JSONEncoder` or `JSONDecoder`
    /// instead, so the text, the value and any error are theirs.
    package struct Unsupported: Error {
        package init() {}
    }

    /// Appends the value's compact JSON text.
    ///
    /// - Parameter sortedKeys: Writes each object's keys in order, for text that does not
    ///   depend on hashing.
    /// - Throws: `EncodingError.invalidValue` for a number that is not finite, as `JSONEncoder`.
    package static func write(_ value: JSONValue, into text: inout [UInt8], sortedKeys: Bool = false) throws {
        switch value {
        case .null: text += "null".utf8
        case .bool(let value): text += (value ? "true" : "false").utf8
        case .integer(let value): text += String(value).utf8
        case .unsignedInteger(let value): text += String(value).utf8
        case .number(let value):
            guard value.isFinite else {
                throw EncodingError.invalidValue(
                    value, .init(codingPath: [], debugDescription: "Unable to encode \(value) directly in JSON."))
            }
            text += value.description.utf8
        case .string(let value): write(value, into: &text)
        case .array(let values):
            text.append(UInt8(ascii: "["))
            for (index, element) in values.enumerated() {
                if index > 0 { text.append(UInt8(ascii: ",")) }
                try write(element, into: &text, sortedKeys: sortedKeys)
            }
            text.append(UInt8(ascii: "]"))
        case .object(let members):
            text.append(UInt8(ascii: "{"))
            var first = true
            func member(_ key: String, _ value: JSONValue) throws {
                if !first { text.append(UInt8(ascii: ",")) }
                first = false
                write(key, into: &text)
                text.append(UInt8(ascii: ":"))
                try write(value, into: &text, sortedKeys: sortedKeys)
            }
            if sortedKeys {
                for key in members.keys.sorted() { try member(key, members[key] ?? .null) }
            } else {
                for (key, value) in members { try member(key, value) }
            }
            text.append(UInt8(ascii: "}"))
        }
    }

    /// Appends a string's JSON text: quoted, with `"`, `\` and control characters escaped.
    package static func write(_ string: String, into text: inout [UInt8]) {
        text.append(UInt8(ascii: "\""))
        defer { text.append(UInt8(ascii: "\"")) }
        // Most strings need no escape: appended whole.
        let plain = string.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        guard !plain else {
            text += string.utf8
            return
        }
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): text += #"\""#.utf8
            case UInt8(ascii: "\\"): text += #"\\"#.utf8
            case UInt8(ascii: "\n"): text += #"\n"#.utf8
            case UInt8(ascii: "\r"): text += #"\r"#.utf8
            case UInt8(ascii: "\t"): text += #"\t"#.utf8
            case 0..<0x20:
                let digits = Array("0123456789abcdef".utf8)
                text += #"\u00"#.utf8
                text.append(digits[Int(byte >> 4)])
                text.append(digits[Int(byte & 0xF)])
            default: text.append(byte)
            }
        }
    }

    /// Reads JSON text.
    ///
    /// - Throws: `DecodingError.dataCorrupted`, saying where the text is not JSON.
    package static func read(_ text: Data) throws -> JSONValue {
        var reader = JSONReader(bytes: Array(text))
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.isAtEnd else { throw reader.failure("unexpected text after the value") }
        return value
    }
}
