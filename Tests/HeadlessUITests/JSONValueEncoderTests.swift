import Foundation
import Testing

@testable import HierarchyInspection

/// The direct encoder gives exactly what the JSON text round trip gives, and leaves to it what
/// `JSONEncoder` writes its own way.
@Suite("JSONValue encoded directly")
struct JSONValueEncoderTests {
    private struct Empty: Codable {}

    private struct Everything: Codable {
        var text = "Ün \"quoted\" \n line"
        var small: Int8 = -128
        var unsigned: UInt8 = 255
        var big = UInt64.max
        var low = Int64.min
        var word = UInt(UInt64(Int64.max) + 1)
        var modest: UInt64 = 42
        var count: UInt = 7
        var flag = true
        var missing: String?
        var list = [1, 2, 3]
        var byName = ["a": 1, "b": 2]
        var byNumber = [7: "seven", 8: "eight"]
        var shapes: [CodableShape] = [.dot, .circle(radius: 3), .path([1, 2], closed: false)]
        var empty = Empty()
        var none: [Int] = []
        var nested: [[String: [Int?]]] = [["x": [1, nil, 3]]]
    }

    /// A value written with an explicit `null` and a super encoder, as a subclass writes.
    private class Base: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode("base", forKey: .name)
        }

        enum Key: CodingKey { case name, extra, parent, items }
    }

    private final class Derived: Base {
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encodeNil(forKey: .extra)
            try super.encode(to: container.superEncoder())
            try super.encode(to: container.superEncoder(forKey: .parent))
            var items = container.nestedUnkeyedContainer(forKey: .items)
            try items.encodeNil()
            try super.encode(to: items.superEncoder())
        }
    }

    private func viaText(_ value: some Encodable) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
    }

    @Test("strings, integers of every width, booleans, nil, containers, enums: the same as the text")
    func sameAsText() throws {
        #expect(try JSONValueEncoder.encode(Everything()) == viaText(Everything()))
        #expect(try JSONValueEncoder.encode(Derived()) == viaText(Derived()))
        #expect(try JSONValueEncoder.encode([CodableShape.dot]) == viaText([CodableShape.dot]))
        #expect(try JSONValueEncoder.encode("alone") == .string("alone"))
    }

    @Test("what JSONEncoder writes its own way is left to the text, which JSONValue(encoding:) then takes")
    func leftToTheText() throws {
        struct Dated: Codable { var at = Date(timeIntervalSinceReferenceDate: 1.5) }
        // Behind an optional, a dictionary and an array: found where each encodes its element.
        struct Linked: Codable { var links: [String: [URL?]] = ["a": [nil, URL(string: "a:b")]] }
        #expect(throws: JSONValueEncoder.Unsupported.self) { try JSONValueEncoder.encode(Dated()) }
        #expect(throws: JSONValueEncoder.Unsupported.self) { try JSONValueEncoder.encode(Linked()) }
        #expect(throws: JSONValueEncoder.Unsupported.self) { try JSONValueEncoder.encode([Float?.some(1)]) }
        #expect(throws: JSONValueEncoder.Unsupported.self) { try JSONValueEncoder.encode(0.1) }
        #expect(throws: JSONValueEncoder.Unsupported.self) { try JSONValueEncoder.encode(Data([1])) }
        #expect(throws: JSONValueEncoder.Unsupported.self) { try JSONValueEncoder.encode(URL(string: "a:b")) }
        #expect(try JSONValue(encoding: Dated()) == viaText(Dated()))
        #expect(try JSONValue(encoding: ["d": 2.5]) == .object(["d": .number(2.5)]))
    }
}
