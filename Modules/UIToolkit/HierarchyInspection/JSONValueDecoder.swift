import Foundation

/// Decodes a `Decodable` value straight from a `JSONValue`: what `JSONDecoder` gives for the
/// value's JSON text, without writing and parsing the text (a restored route's snapshot cost
/// about 12,000 instructions that way).
///
/// Only what both give alike is decoded here: strings, booleans, integers, `nil`, and keyed
/// and unkeyed containers of them. A floating-point number (`JSONDecoder` reads it from text
/// this value no longer has), a `Date`, `Data`, `URL` or `Decimal`, a super decoder, or any
/// value of another kind than asked makes the whole decode `Unsupported`, even when the
/// value's `init(from:)` caught the error and went on: the caller then decodes the text with
/// `JSONDecoder`, so the value and every error are its own.
package enum JSONValueDecoder {
    /// Thrown when the value is left to `JSONDecoder`.
    package struct Unsupported: Error {}

    /// The value decoded from `json`.
    ///
    /// - Throws: `Unsupported`.
    package static func decode<T: Decodable>(_ type: T.Type, from json: JSONValue) throws -> T {
        let decoding = Decoding()
        let value: T
        do { value = try decoding.decode(type, from: json, at: []) } catch { throw Unsupported() }
        // A failure its `init(from:)` caught may have led it where `JSONDecoder` would not.
        guard !decoding.failed else { throw Unsupported() }
        return value
    }
}

/// One decode: whether any of its steps failed. A class, shared by every container of it.
private final class Decoding {
    private(set) var failed = false

    /// Records a failure and returns the error to throw.
    func failure() -> JSONValueDecoder.Unsupported {
        failed = true
        return JSONValueDecoder.Unsupported()
    }

    func decode<T: Decodable>(_ type: T.Type, from json: JSONValue, at path: [any CodingKey]) throws -> T {
        let scalar: Any
        switch (type, json) {
        case (is String.Type, .string(let value)): scalar = value
        case (is Bool.Type, .bool(let value)): scalar = value
        case (is Int.Type, _): scalar = try integer(Int.self, json)
        case (is Int64.Type, _): scalar = try integer(Int64.self, json)
        case (is Int32.Type, _): scalar = try integer(Int32.self, json)
        case (is Int16.Type, _): scalar = try integer(Int16.self, json)
        case (is Int8.Type, _): scalar = try integer(Int8.self, json)
        case (is UInt.Type, _): scalar = try integer(UInt.self, json)
        case (is UInt64.Type, _): scalar = try integer(UInt64.self, json)
        case (is UInt32.Type, _): scalar = try integer(UInt32.self, json)
        case (is UInt16.Type, _): scalar = try integer(UInt16.self, json)
        case (is UInt8.Type, _): scalar = try integer(UInt8.self, json)
        case (is String.Type, _), (is Bool.Type, _), (is Double.Type, _), (is Float.Type, _), (is Date.Type, _),
            (is Data.Type, _), (is URL.Type, _), (is Decimal.Type, _):
            throw failure()
        default:
            return try T(from: ValueDecoder(json: json, codingPath: path, decoding: self))
        }
        guard let value = scalar as? T else { throw failure() }
        return value
    }

    /// An integer of the asked type, when the value is one that fits.
    func integer<I: FixedWidthInteger>(_ type: I.Type, _ json: JSONValue) throws -> I {
        switch json {
        case .integer(let value): if let value = I(exactly: value) { return value }
        case .unsignedInteger(let value): if let value = I(exactly: value) { return value }
        default: break
        }
        throw failure()
    }
}

/// The `Decoder` a value's `init(from:)` is handed, reading one `JSONValue`.
private struct ValueDecoder: Decoder {
    let json: JSONValue
    let codingPath: [any CodingKey]
    let decoding: Decoding
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = json else { throw decoding.failure() }
        return KeyedDecodingContainer(Keyed(members: members, codingPath: codingPath, decoding: decoding))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = json else { throw decoding.failure() }
        return Unkeyed(elements: elements, codingPath: codingPath, decoding: decoding)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        Single(json: json, codingPath: codingPath, decoding: decoding)
    }
}

private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]
    let decoding: Decoding

    var allKeys: [Key] { members.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool {
        members[key.stringValue] != nil
    }

    private func member(_ key: Key) throws -> JSONValue {
        guard let value = members[key.stringValue] else { throw decoding.failure() }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try member(key) == .null
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoding.decode(type, from: member(key), at: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try ValueDecoder(json: member(key), codingPath: codingPath + [key], decoding: decoding).container(
            keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ValueDecoder(json: member(key), codingPath: codingPath + [key], decoding: decoding).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        throw decoding.failure()
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw decoding.failure()
    }
}

private struct Unkeyed: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    let decoding: Decoding
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey], decoding: Decoding) {
        (self.elements, self.codingPath, self.decoding) = (elements, codingPath, decoding)
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The next element, consumed.
    private mutating func next() throws -> JSONValue {
        guard !isAtEnd else { throw decoding.failure() }
        defer { currentIndex += 1 }
        return elements[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw decoding.failure() }
        guard elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let index = currentIndex
        guard !isAtEnd else { throw decoding.failure() }
        let value = try decoding.decode(type, from: elements[index], at: codingPath)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try ValueDecoder(json: next(), codingPath: codingPath, decoding: decoding).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try ValueDecoder(json: next(), codingPath: codingPath, decoding: decoding).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        throw decoding.failure()
    }
}

private struct Single: SingleValueDecodingContainer {
    let json: JSONValue
    let codingPath: [any CodingKey]
    let decoding: Decoding

    func decodeNil() -> Bool {
        json == .null
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoding.decode(type, from: json, at: codingPath)
    }
}
