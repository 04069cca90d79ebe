import Foundation

/// Reads one JSON value from bytes, by recursive descent, as `JSONDecoder` reads it: the
/// grammar of RFC 8259 (no leading zeros, no lone surrogates), with a comma allowed after a
/// container's last element, and an object's first member of a name kept when it repeats.
struct JSONReader {
    private let bytes: [UInt8]
    private var offset = 0

    /// Values nested deeper than this are refused, as `JSONDecoder` refuses them: the reader
    /// recurses once per level.
    static let maximumDepth = 512

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte was read.
    var isAtEnd: Bool { offset == bytes.count }

    /// The error for text that is not JSON, saying where.
    func failure(_ reason: String) -> DecodingError {
        .dataCorrupted(
            .init(codingPath: [], debugDescription: "The given data was not valid JSON: \(reason) at byte \(offset)."))
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    /// Reads the value at the current offset, after any whitespace.
    mutating func value(depth: Int) throws -> JSONValue {
        skipWhitespace()
        guard offset < bytes.count else { throw failure("the text ends before a value") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return .object(try object(depth: depth + 1))
        case UInt8(ascii: "["): return .array(try array(depth: depth + 1))
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("unexpected character")
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws -> JSONValue {
        for expected in word.utf8 {
            guard offset < bytes.count, bytes[offset] == expected else { throw failure("expected \(word)") }
            offset += 1
        }
        return value
    }

    private mutating func object(depth: Int) throws -> [String: JSONValue] {
        guard depth <= Self.maximumDepth else { throw failure("values nested too deep") }
        offset += 1
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return [:]
        }
        // Room for a small object's members at once: growing from empty reallocates twice by three.
        var members = [String: JSONValue](minimumCapacity: 4)
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw failure("expected a key") }
            let key = try string()
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            let member = try value(depth: depth)
            // The first of two members of one key stays, as in `JSONDecoder`; one hash without a duplicate.
            if let first = members.updateValue(member, forKey: key) { members[key] = first }
            skipWhitespace()
            if try endOfContainer(UInt8(ascii: "}")) { return members }
        }
    }

    private mutating func array(depth: Int) throws -> [JSONValue] {
        guard depth <= Self.maximumDepth else { throw failure("values nested too deep") }
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return elements
        }
        while true {
            elements.append(try value(depth: depth))
            skipWhitespace()
            if try endOfContainer(UInt8(ascii: "]")) { return elements }
        }
    }

    /// Reads the closing bracket (true), or `,` and then either the closing bracket (true) or
    /// nothing more (false: another element follows).
    private mutating func endOfContainer(_ closing: UInt8) throws -> Bool {
        guard offset < bytes.count else { throw failure("the text ends inside a container") }
        if bytes[offset] != closing {
            try expect(UInt8(ascii: ","))
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == closing else { return false }
        }
        offset += 1
        return true
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard offset < bytes.count, bytes[offset] == byte else {
            throw failure("expected '\(Character(Unicode.Scalar(byte)))'")
        }
        offset += 1
    }

    /// Reads a string; escapes are decoded, and the bytes between them must be UTF-8.
    private mutating func string() throws -> String {
        offset += 1
        var start = offset
        var decoded: [UInt8] = []
        var escaped = false
        var isASCII = true
        while true {
            guard offset < bytes.count else { throw failure("the text ends inside a string") }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") { break }
            guard byte >= 0x20 else { throw failure("a control character inside a string") }
            isASCII = isASCII && byte < 0x80
            guard byte == UInt8(ascii: "\\") else {
                offset += 1
                continue
            }
            decoded += bytes[start..<offset]
            escaped = true
            offset += 1
            try escape(into: &decoded)
            start = offset
        }
        defer { offset += 1 }
        // Most strings are ASCII without escapes: made straight from the text, nothing to check.
        guard escaped || !isASCII else { return String(decoding: bytes[start..<offset], as: UTF8.self) }
        decoded += bytes[start..<offset]
        guard let string = String(validating: decoded, as: UTF8.self) else {
            throw failure("a string that is not UTF-8")
        }
        return string
    }

    /// Decodes the escape after a backslash.
    private mutating func escape(into decoded: inout [UInt8]) throws {
        guard offset < bytes.count else { throw failure("the text ends inside an escape") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(byte)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexUnit()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate: the low one must follow as another `\u` escape.
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                    bytes[offset + 1] == UInt8(ascii: "u")
                else { throw failure("a lone surrogate") }
                offset += 2
                let low = try hexUnit()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("a lone surrogate") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw failure("a lone surrogate")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw failure("an invalid escape") }
            decoded += String(Character(unicode)).utf8
        default:
            throw failure("an invalid escape")
        }
    }

    /// Reads four hexadecimal digits.
    private mutating func hexUnit() throws -> UInt32 {
        guard offset + 4 <= bytes.count else { throw failure("the text ends inside an escape") }
        var unit: UInt32 = 0
        for byte in bytes[offset..<offset + 4] {
            guard let digit = Self.hexDigit(byte) else { throw failure("an invalid escape") }
            unit = unit << 4 | digit
        }
        offset += 4
        return unit
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Reads a number: `-`, an integer part without leading zeros, then an optional fraction
    /// and exponent.
    private mutating func number() throws -> JSONValue {
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard let first = digits() else { throw failure("a number without digits") }
        if first > 1, bytes[offset - first] == UInt8(ascii: "0") { throw failure("a number with a leading zero") }
        var isWhole = true
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits() != nil else { throw failure("a fraction without digits") }
            isWhole = false
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            guard digits() != nil else { throw failure("an exponent without digits") }
            isWhole = false
        }
        let token = String(decoding: bytes[start..<offset], as: UTF8.self)
        if isWhole {
            if let value = Int64(token) { return .integer(value) }
            if let value = UInt64(token) { return .unsignedInteger(value) }
        }
        guard let value = Double(token), value.isFinite else { throw failure("a number out of range") }
        if !isWhole {
            if let value = Int64(exactly: value) { return .integer(value) }
            if let value = UInt64(exactly: value) { return .unsignedInteger(value) }
        }
        return .number(value)
    }

    /// Reads one or more digits, or none (nil).
    private mutating func digits() -> Int? {
        let start = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
        return offset > start ? offset - start : nil
    }
}
