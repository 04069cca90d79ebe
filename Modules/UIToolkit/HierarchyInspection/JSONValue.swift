import Foundation

/// A JSON value, so snapshots can carry any route's parameters as data.
///
/// Numbers keep what JSON wrote: an integer stays an exact integer (every `Int64` and
/// `UInt64`), and only a number with a fraction or an exponent outside the integers is a
/// `Double`. So a saved route parameter such as `9007199254740993` restores unchanged.
public enum JSONValue: Codable, Sendable, Hashable, CustomStringConvertible {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer that fits `Int64`, kept exactly.
    case integer(Int64)
    /// An integer above `Int64.max` that fits `UInt64`, kept exactly.
    case unsignedInteger(UInt64)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; encoded with sorted keys in `description`.
    case object([String: JSONValue])

    /// Encodes any `Encodable` value into a `JSONValue`.
    ///
    /// - Throws: What `JSONEncoder` throws for the value.
    public init(encoding value: some Encodable) throws {
        do {
            self = try JSONValueEncoder.encode(value)
        } catch {
            // What the direct encoder leaves (see `JSONValueEncoder`), and every error, the way
            // it always was: through JSON text.
            let data = try JSONEncoder().encode(value)
            self = try JSONDecoder().decode(JSONValue.self, from: data)
        }
    }

    public init(from decoder: any Decoder) throws {
        // The likeliest kinds first: each miss costs the decoder an error it builds and throws, and
        // a route's parameters are an object of strings and integers. No JSON value decodes as two
        // of these kinds, so the order changes nothing but the cost.
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode(UInt64.self) {
            self = .unsignedInteger(value)
        } else {
            self = .number(try container.decode(Double.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .unsignedInteger(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Compact JSON with sorted keys.
    public var description: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
