import Foundation

/// Encodes an `Encodable` value straight into a `JSONValue`: what `JSONEncoder` then
/// `JSONDecoder` give, without the text between them and the failed decodes that pick each
/// value's kind (the round trip costs a route's snapshot tens of thousands of instructions).
///
/// Only what both paths give alike is encoded here: strings, booleans, integers, `nil`, and
/// containers of them. A value `JSONEncoder` writes its own way (`Date`, `Data`, `URL`,
/// `Decimal`), a floating-point number (whose text `JSONEncoder` chooses), or a value that
/// encodes nothing throws `Unsupported`, and `JSONValue(encoding:)` takes the text
/// round trip instead, so the result never differs from it.
enum JSONValueEncoder {
    /// Thrown for a value this encoder leaves to the text round trip.
    struct Unsupported: Error {}

    /// The value as JSON.
    ///
    /// - Throws: `Unsupported`, or what the value's `encode(to:)` throws.
    static func encode(_ value: some Encodable) throws -> JSONValue {
        let box = Box()
        try box.encode(value, at: [])
        guard let json = box.json else { throw Unsupported() }
        return json
    }
}

/// One value being encoded: a scalar, or an object or array of boxes filled as the value's
/// `encode(to:)` asks for containers. A class, so nested containers fill their parent's box.
private final class Box {
    private var scalar: JSONValue?
    private var object: [String: Box]?
    private var array: [Box]?

    /// The encoded value; `nil` when nothing was encoded.
    var json: JSONValue? {
        if let scalar { return scalar }
        if let object { return .object(object.mapValues { $0.json ?? .object([:]) }) }
        if let array { return .array(array.map { $0.json ?? .object([:]) }) }
        return nil
    }

    /// The types the `switch` in `encode(_:at:)` tells apart, scalars and those left to the text.
    private static let scalarTypes: [any Any.Type] = [
        String.self, Bool.self, Int.self, Int64.self, Int32.self, Int16.self, Int8.self, UInt.self, UInt64.self,
        UInt32.self, UInt16.self, UInt8.self, Double.self, Float.self, Date.self, Data.self, URL.self, Decimal.self,
    ]

    /// Encodes a value into this box.
    ///
    /// - Parameter path: The value's coding path, made only for a value that encodes itself.
    func encode<T: Encodable>(_ value: T, at path: @autoclosure () -> [any CodingKey]) throws {
        // A value whose type is its static type, not a class (which a subclass or a bridge could
        // hide) and none of the types below (a route, a struct of them) can match no case: it
        // encodes itself without the eighteen failed casts, a dynamic cast each.
        if type(of: value) == T.self, !(T.self is AnyClass), !Self.scalarTypes.contains(where: { $0 == T.self }) {
            return try value.encode(to: BoxEncoder(box: self, codingPath: path()))
        }
        switch value {
        case let value as String: scalar = .string(value)
        case let value as Bool: scalar = .bool(value)
        case let value as Int: scalar = .integer(Int64(value))
        case let value as Int64: scalar = .integer(value)
        case let value as Int32: scalar = .integer(Int64(value))
        case let value as Int16: scalar = .integer(Int64(value))
        case let value as Int8: scalar = .integer(Int64(value))
        case let value as UInt: scalar = Self.unsigned(UInt64(value))
        case let value as UInt64: scalar = Self.unsigned(value)
        case let value as UInt32: scalar = .integer(Int64(value))
        case let value as UInt16: scalar = .integer(Int64(value))
        case let value as UInt8: scalar = .integer(Int64(value))
        case is Double, is Float, is Date, is Data, is URL, is Decimal: throw JSONValueEncoder.Unsupported()
        default: try value.encode(to: BoxEncoder(box: self, codingPath: path()))
        }
    }

    private static func unsigned(_ value: UInt64) -> JSONValue {
        value <= UInt64(Int64.max) ? .integer(Int64(value)) : .unsignedInteger(value)
    }

    func setNull() {
        scalar = .null
    }

    /// The box of a key, made for it; this box becomes an object.
    func child(forKey key: String) -> Box {
        let child = Box()
        object = object ?? [:]
        object?[key] = child
        return child
    }

    /// A new box at the end; this box becomes an array.
    func appended() -> Box {
        let child = Box()
        if array == nil { array = [] }
        array?.append(child)
        return child
    }

    /// Makes this box an object, if it is not one yet (a value may ask for its container twice).
    func becomeObject() {
        object = object ?? [:]
    }

    /// Makes this box an array, if it is not one yet.
    func becomeArray() {
        array = array ?? []
    }

    var count: Int { array?.count ?? 0 }
}

/// The `Encoder` a value's `encode(to:)` is handed, writing into one box.
private struct BoxEncoder: Encoder {
    let box: Box
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        box.becomeObject()
        return KeyedEncodingContainer(Keyed(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        box.becomeArray()
        return Unkeyed(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(box: box, codingPath: codingPath)
    }
}

private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: Box
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        box.child(forKey: key.stringValue).setNull()
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try box.child(forKey: key.stringValue).encode(value, at: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        BoxEncoder(box: box.child(forKey: key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        BoxEncoder(box: box.child(forKey: key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    // As `JSONEncoder`: a super encoder writes under the key `super`, or the key given.
    mutating func superEncoder() -> any Encoder {
        BoxEncoder(box: box.child(forKey: "super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        BoxEncoder(box: box.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }
}

private struct Unkeyed: UnkeyedEncodingContainer {
    let box: Box
    let codingPath: [any CodingKey]
    var count: Int { box.count }

    mutating func encodeNil() throws {
        box.appended().setNull()
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try box.appended().encode(value, at: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        BoxEncoder(box: box.appended(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        BoxEncoder(box: box.appended(), codingPath: codingPath).unkeyedContainer()
    }

    // As `JSONEncoder`: a super encoder writes the next element.
    mutating func superEncoder() -> any Encoder {
        BoxEncoder(box: box.appended(), codingPath: codingPath)
    }
}

private struct Single: SingleValueEncodingContainer {
    let box: Box
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {
        box.setNull()
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try box.encode(value, at: codingPath)
    }
}
