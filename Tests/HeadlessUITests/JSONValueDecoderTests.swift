import Foundation
import Testing

@testable import HierarchyInspection

/// The direct decoder gives exactly what `JSONDecoder` gives for the value's text, and leaves
/// to it whatever it might read otherwise.
@Suite("JSONValue decoded directly")
struct JSONValueDecoderTests {
    private struct Everything: Codable, Equatable {
        var text = "Ün \"quoted\" \n line"
        var small: Int8 = -128
        var unsigned: UInt8 = 255
        var big = UInt64.max
        var low = Int64.min
        var count: UInt = 7
        var flag = true
        var missing: String?
        var present: Int? = 3
        var list = [1, 2, 3]
        var byName = ["a": 1, "b": 2]
        var byNumber = [7: "seven", 8: "eight"]
        var shapes: [CodableShape] = [.dot, .circle(radius: 3), .path([1, 2], closed: false)]
        var none: [Int] = []
        var nested: [[String: [Int?]]] = [["x": [1, nil, 3]]]
    }

    /// Reads a field as a `Double` when it can, else falls back: a failure it catches must
    /// not lead it where `JSONDecoder` would not go.
    private struct Forgiving: Decodable, Equatable {
        var value: Double

        private enum CodingKeys: String, CodingKey { case value }

        init(value: Double) {
            self.value = value
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            value = (try? container.decode(Double.self, forKey: .value)) ?? -1
        }
    }

    /// What `JSONDecoder` reads from the value's JSON text.
    private func reference<T: Decodable>(_ type: T.Type, _ json: JSONValue) throws -> T {
        var text: [UInt8] = []
        try JSONText.write(json, into: &text)
        return try JSONDecoder().decode(type, from: Data(text))
    }

    @Test("strings, integers, booleans, nil, optionals, enums and containers decode as JSONDecoder decodes them")
    func same() throws {
        let json = try JSONValue(encoding: Everything())
        let direct = try JSONValueDecoder.decode(Everything.self, from: json)
        #expect(direct == Everything())
        #expect(direct == (try reference(Everything.self, json)))
        #expect(try JSONValueDecoder.decode([String?].self, from: .array([.string("a"), .null])) == ["a", nil])
        #expect(try JSONValueDecoder.decode(Int.self, from: .integer(42)) == 42)
    }

    @Test(
        "a value JSONDecoder reads its own way, or of another kind than asked, is left to it",
        arguments: [
            (JSONValue.object(["value": .number(1.5)]), "a Double"),
            (.object(["value": .integer(2)]), "a Double from an integer"),
            (.object(["value": .string("2")]), "a string"),
            (.object([:]), "missing"),
        ])
    func leftToJSONDecoder(json: JSONValue, why: String) throws {
        #expect(throws: JSONValueDecoder.Unsupported.self, "\(why)") {
            try JSONValueDecoder.decode(Forgiving.self, from: json)
        }
        // What the caller then gets instead: JSONDecoder's own answer.
        let value = try reference(Forgiving.self, json)
        #expect(value.value == (why == "a Double" ? 1.5 : why == "a Double from an integer" ? 2 : -1))
    }

    @Test("out of range, the wrong kind, and dates are left to JSONDecoder")
    func refusals() {
        #expect(throws: JSONValueDecoder.Unsupported.self) {
            try JSONValueDecoder.decode(Int8.self, from: .integer(300))
        }
        #expect(throws: JSONValueDecoder.Unsupported.self) {
            try JSONValueDecoder.decode(Int64.self, from: .unsignedInteger(.max))
        }
        #expect(throws: JSONValueDecoder.Unsupported.self) {
            try JSONValueDecoder.decode(String.self, from: .integer(1))
        }
        #expect(throws: JSONValueDecoder.Unsupported.self) { try JSONValueDecoder.decode(Date.self, from: .integer(1)) }
        #expect(throws: JSONValueDecoder.Unsupported.self) {
            try JSONValueDecoder.decode([Int].self, from: .object([:]))
        }
    }
}
