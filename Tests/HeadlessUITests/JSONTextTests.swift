import Foundation
import Testing
import UIToolkitInterface

@testable import HierarchyInspection

/// The hand-written JSON reader and writer give what `JSONDecoder` and `JSONEncoder` give, and
/// refuse what `JSONDecoder` refuses.
@Suite("JSON text read and written by hand")
struct JSONTextTests {
    /// What `JSONDecoder` reads from the text as a `JSONValue`, or nil when it refuses it.
    private func decoded(_ text: String) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    private func read(_ text: String) -> JSONValue? {
        try? JSONText.read(Data(text.utf8))
    }

    @Test(
        "every value reads as JSONDecoder reads it",
        arguments: [
            "0", "-0", "42", "-7", "1.0", "1.5", "-0.0", "1e2", "1E-2", "2.5e+3", "9223372036854775807",
            "9223372036854775808", "-9223372036854775808", "18446744073709551615", "18446744073709551616",
            "123456789012345678901234567890", "0.1", "1e-07", "true", "false", "null", #""""#, #""plain""#,
            #""\u00e9\ud83d\ude00 \" \\ \/ \b\f\n\r\t""#, #""Grüße, 😀""#, "[]", "{}", " [ 1 , \"two\" , null ] ",
            #"{"a":{"b":[1,{"c":true}]},"d":"e"}"#, #"{"dup":1,"dup":2}"#, "[1,]", #"{"a":1 , }"#,
        ])
    func sameValues(text: String) throws {
        let expected = try #require(decoded(text))
        #expect(read(text) == expected)
    }

    @Test(
        "what JSONDecoder refuses is refused, with where",
        arguments: [
            "", " ", "01", "-", "1.", ".5", "1e", "+1", "[,]", "[1,,]", "{,}", "[1 2]", "{\"a\" 1}", "{a:1}", "tru",
            "nul", #""unterminated"#, #""\ud800""#, #""\udc00x""#, #""\x""#, #""\u12g4""#, "\"a\u{1}b\"", "[1]]",
            "1e400", "[" + String(repeating: "[", count: 600) + String(repeating: "]", count: 601),
        ])
    func refusals(text: String) {
        #expect(decoded(text) == nil, "the reference refuses it too")
        #expect(throws: DecodingError.self) { try JSONText.read(Data(text.utf8)) }
    }

    @Test("text that is not UTF-8 is refused")
    func notUTF8() {
        #expect(throws: DecodingError.self) { try JSONText.read(Data([0x22, 0xFF, 0x22])) }
    }

    @Test("written text reads back as the same value, through JSONDecoder too; sorted keys sort")
    func roundTrip() throws {
        let value = JSONValue.object([
            "text": .string("line\n\t\"quoted\" \\ \u{1} é 😀"), "int": .integer(.min),
            "unsigned": .unsignedInteger(.max),
            "number": .number(0.1), "tiny": .number(1e-300), "flag": .bool(false), "nothing": .null,
            "list": .array([.integer(1), .array([]), .object([:])]),
        ])
        var text: [UInt8] = []
        try JSONText.write(value, into: &text)
        #expect(try JSONText.read(Data(text)) == value)
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(text)) == value)
        var sorted: [UInt8] = []
        try JSONText.write(.object(["b": .integer(2), "a": .integer(1), "c": .null]), into: &sorted, sortedKeys: true)
        #expect(String(decoding: sorted, as: UTF8.self) == #"{"a":1,"b":2,"c":null}"#)
    }

    @Test("a number JSON cannot hold is an encoding error, as JSONEncoder's")
    func notFinite() {
        var text: [UInt8] = []
        #expect(throws: EncodingError.self) { try JSONText.write(.array([.number(.infinity)]), into: &text) }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(JSONValue.number(.nan)) }
    }

    @Test("a screen node written by hand is what JSONEncoder writes, and reads back as JSONDecoder reads it")
    func screenNodes() throws {
        let node = ScreenNode(
            screen: "Tabs", kind: .tabs, selectedTab: 1,
            children: [
                ScreenNode(screen: "Home", kind: .navigationStack, children: [ScreenNode(screen: "Feed")]),
                ScreenNode(
                    screen: "Profile", routeIdentifier: "profile", route: .object(["userId": .integer(7)]),
                    title: "Me", visible: true, subviews: [ScreenNode(screen: "Avatar")],
                    presented: ScreenNode(screen: "Edit", modalStyle: .popover(anchor: "edit \"button\""))),
            ],
            presented: ScreenNode(screen: "Player", modalStyle: .custom(transition: "zoom")))
        for style in [ModalStyle.fullScreen, .sheet, .popover(anchor: "a"), .custom(transition: "t")] {
            var text: [UInt8] = []
            let styled = ScreenNode(screen: "Modal", modalStyle: style)
            try styled.writeJSON(into: &text)
            #expect(try JSONDecoder().decode(ScreenNode.self, from: Data(text)) == styled)
            #expect(try ScreenNode(json: JSONText.read(JSONEncoder().encode(styled))) == styled)
        }
        var text: [UInt8] = []
        try node.writeJSON(into: &text)
        #expect(try JSONDecoder().decode(ScreenNode.self, from: Data(text)) == node)
        let reference = try JSONEncoder().encode(node)
        #expect(try ScreenNode(json: JSONText.read(reference)) == node)
        #expect(try JSONText.read(Data(text)) == JSONText.read(reference), "the same JSON as JSONEncoder's")
    }

    @Test("content elements, and shapes init(from:) reads otherwise, are left to Codable")
    func leftToCodable() throws {
        var text: [UInt8] = []
        let withContent = ScreenNode(
            screen: "Profile", content: [ContentNode(id: "greeting", kind: .text, label: "Hello")])
        #expect(throws: JSONText.Unsupported.self) { try withContent.writeJSON(into: &text) }
        for json in [
            #"{"screen":"A","content":[]}"#, #"{"screen":1}"#, #"{"screen":"A","kind":"window"}"#,
            #"{"screen":"A","selectedTab":"1"}"#, #"{"screen":"A","modalStyle":{"sheet":{},"popover":{}}}"#,
            #"{"screen":"A","children":{}}"#, #"[]"#,
        ] {
            #expect(throws: JSONText.Unsupported.self, "\(json)") {
                try ScreenNode(json: JSONText.read(Data(json.utf8)))
            }
        }
    }
}
