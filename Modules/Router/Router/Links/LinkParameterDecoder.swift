import RouterInterface

/// Decodes a typed route from a link's parameters (path parameters, query items, and the
/// fragment under the key `#`), converting text to `Int`, `Bool`, `Double` and raw-value enums.
///
/// A route names a query item or the fragment with its coding keys:
/// `enum CodingKeys: String, CodingKey { case showId; case section = "#" }`.
struct LinkParameterDecoder: Decoder {
    /// The key under which the fragment is passed.
    static let fragmentKey = "#"

    let values: [String: String]
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Decodes a route, reporting the first bad parameter.
    ///
    /// - Throws: `LinkFailure.invalidParameter` naming the parameter and the type it needed.
    static func decode<R: Route>(_ type: R.Type, from values: [String: String]) throws(LinkFailure) -> R {
        do {
            return try R(from: LinkParameterDecoder(values: values))
        } catch let DecodingError.typeMismatch(expected, context), let DecodingError.valueNotFound(expected, context) {
            let name = context.codingPath.last?.stringValue ?? "?"
            throw .invalidParameter(name: name, value: values[name] ?? "", expected: "a valid \(expected)")
        } catch let DecodingError.keyNotFound(key, _) {
            throw .invalidParameter(name: key.stringValue, value: "", expected: "present")
        } catch let DecodingError.dataCorrupted(context) {
            let name = context.codingPath.last?.stringValue ?? "?"
            throw .invalidParameter(
                name: name, value: values[name] ?? "", expected: "valid: \(context.debugDescription)")
        } catch {
            throw .invalidParameter(name: "?", value: "", expected: "decodable: \(error)")
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Keyed<Key>(values: values, codingPath: codingPath))
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
        var codingPath: [any CodingKey]
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

        private func mismatch(_ type: Any.Type) -> DecodingError {
            .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "'\(text)' is not a \(type)"))
        }
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let values: [String: String]
        let codingPath: [any CodingKey]
        var allKeys: [Key] { values.keys.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }
        func decodeNil(forKey key: Key) throws -> Bool { values[key.stringValue] == nil }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            guard let text = values[key.stringValue] else {
                throw DecodingError.keyNotFound(
                    key, .init(codingPath: codingPath, debugDescription: "no parameter \(key.stringValue)"))
            }
            return try Text(text: text, codingPath: codingPath + [key]).decode(type)
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
        func superDecoder() throws -> any Decoder { LinkParameterDecoder(values: values, codingPath: codingPath) }
        func superDecoder(forKey key: Key) throws -> any Decoder {
            LinkParameterDecoder(values: values, codingPath: codingPath + [key])
        }
    }
}
