import RouterInterface
import RouterLinksInterface

/// Decodes a typed route from a link's fields (path parameters, query items, and the
/// fragment under the key `#`), converting text to `Int`, `Bool`, `Double` and raw-value enums.
///
/// A route names a query item or the fragment with its coding keys:
/// `enum CodingKeys: String, CodingKey { case showId; case section = "#" }`.
struct LinkParameterDecoder: Decoder {
    let fields: LinkFields
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Decodes a route, reporting the first bad parameter under the name the link gives it.
    ///
    /// - Throws: `LinkFailure.invalidParameter` naming the parameter and the type it needed.
    static func decode<R: Route>(_ type: R.Type, from fields: LinkFields) throws(LinkFailure) -> R {
        func failure(_ context: DecodingError.Context, expected: String) -> LinkFailure {
            let field = context.codingPath.last?.stringValue ?? "?"
            return .invalidParameter(name: fields.linkName(of: field), value: fields[field] ?? "", expected: expected)
        }
        do {
            return try R(from: LinkParameterDecoder(fields: fields))
        } catch let DecodingError.typeMismatch(expected, context), let DecodingError.valueNotFound(expected, context) {
            throw failure(context, expected: "a valid \(expected)")
        } catch let DecodingError.keyNotFound(key, _) {
            throw .invalidParameter(name: fields.linkName(of: key.stringValue), value: "", expected: "present")
        } catch let DecodingError.dataCorrupted(context) {
            throw failure(context, expected: "valid: \(context.debugDescription)")
        } catch {
            throw .invalidParameter(name: "?", value: "", expected: "decodable: \(error)")
        }
    }

    /// Decodes a route from fields named as the route names them (no renames, no defaults).
    static func decode<R: Route>(_ type: R.Type, from fields: [String: String]) throws(LinkFailure) -> R {
        try decode(type, from: LinkFields(fields))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Keyed<Key>(fields: fields, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch(
            [Any].self, .init(codingPath: codingPath, debugDescription: "links carry no lists"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(
            Any.self, .init(codingPath: codingPath, debugDescription: "a route is keyed by parameter names"))
    }

    /// One parameter's text, decoded as a single value.
    struct Text: Decoder, SingleValueDecodingContainer {
        let text: String
        /// The path to the parameter's container, and its key: the full path is only made
        /// when an error or a nested decoder asks for it.
        let parentPath: [any CodingKey]
        let key: any CodingKey
        var codingPath: [any CodingKey] { parentPath + [key] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            throw DecodingError.typeMismatch(
                type, .init(codingPath: codingPath, debugDescription: "a parameter is text"))
        }
        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            throw DecodingError.typeMismatch(
                [Any].self, .init(codingPath: codingPath, debugDescription: "a parameter is text"))
        }
        func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

        func decodeNil() -> Bool { false }
        func decode(_ type: Bool.Type) throws -> Bool {
            switch text.lowercased() {
            case "true", "1", "yes": true
            case "false", "0", "no": false
            default: throw mismatch(type)
            }
        }
        func decode(_ type: String.Type) throws -> String { text }
        func decode(_ type: Int.Type) throws -> Int { try number(type) }
        func decode(_ type: Double.Type) throws -> Double { try number(type) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            switch type {
            case is Bool.Type: return try decode(Bool.self) as! T
            case is String.Type: return text as! T
            case let number as any LosslessStringConvertible.Type:
                guard let value = number.init(text) as? T else { throw mismatch(type) }
                return value
            default:
                return try T(from: self)
            }
        }

        private func number<T: LosslessStringConvertible>(_ type: T.Type) throws -> T {
            guard let value = T(text) else { throw mismatch(type) }
            return value
        }

        private func mismatch(_ type: Any.Type) -> DecodingError {
            .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "'\(text)' is not a \(type)"))
        }
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let fields: LinkFields
        let codingPath: [any CodingKey]
        var allKeys: [Key] { fields.names.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { fields[key.stringValue] != nil }
        func decodeNil(forKey key: Key) throws -> Bool { fields[key.stringValue] == nil }

        func decode(_ type: String.Type, forKey key: Key) throws -> String { try text(key).decode(type) }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try text(key).decode(type) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try text(key).decode(type) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try text(key).decode(type) }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try text(key).decode(type) }

        private func text(_ key: Key) throws -> Text {
            guard let text = fields[key.stringValue] else {
                throw DecodingError.keyNotFound(
                    key, .init(codingPath: codingPath, debugDescription: "no parameter \(key.stringValue)"))
            }
            return Text(text: text, parentPath: codingPath, key: key)
        }

        func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<Nested>
        {
            throw DecodingError.typeMismatch(
                type, .init(codingPath: codingPath + [key], debugDescription: "links carry flat parameters"))
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw DecodingError.typeMismatch(
                [Any].self, .init(codingPath: codingPath + [key], debugDescription: "links carry flat parameters"))
        }
        func superDecoder() throws -> any Decoder { LinkParameterDecoder(fields: fields, codingPath: codingPath) }
        func superDecoder(forKey key: Key) throws -> any Decoder {
            LinkParameterDecoder(fields: fields, codingPath: codingPath + [key])
        }
    }
}
