import Foundation
import UIToolkitInterface

extension ScreenNode {
    /// Appends the JSON text `JSONEncoder` writes for this node, written by hand: its keys in
    /// the order `encode(to:)` writes them, defaults left out.
    ///
    /// - Throws: `JSONText.Unsupported` for a node with content elements anywhere below it,
    ///   left to `JSONEncoder`; `EncodingError` for a route value JSON cannot hold.
    package func writeJSON(into text: inout [UInt8]) throws {
        guard content.isEmpty else { throw JSONText.Unsupported() }
        func list(_ nodes: [ScreenNode]) throws {
            text.append(UInt8(ascii: "["))
            for (index, node) in nodes.enumerated() {
                if index > 0 { text.append(UInt8(ascii: ",")) }
                try node.writeJSON(into: &text)
            }
            text.append(UInt8(ascii: "]"))
        }
        text += #"{"screen":"#.utf8
        JSONText.write(screen, into: &text)
        if kind != .screen {
            text += #","kind":"#.utf8
            JSONText.write(kind.rawValue, into: &text)
        }
        if let routeIdentifier {
            text += #","routeIdentifier":"#.utf8
            JSONText.write(routeIdentifier, into: &text)
        }
        if let route {
            text += #","route":"#.utf8
            try JSONText.write(route, into: &text)
        }
        if let title {
            text += #","title":"#.utf8
            JSONText.write(title, into: &text)
        }
        if visible { text += #","visible":true"#.utf8 }
        if let selectedTab {
            text += #","selectedTab":"#.utf8
            text += String(selectedTab).utf8
        }
        if !children.isEmpty {
            text += #","children":"#.utf8
            try list(children)
        }
        if !subviews.isEmpty {
            text += #","subviews":"#.utf8
            try list(subviews)
        }
        if let modalStyle {
            text += #","modalStyle":"#.utf8
            try JSONText.write(Self.json(modalStyle), into: &text)
        }
        if let presented {
            text += #","presented":"#.utf8
            try presented.writeJSON(into: &text)
        }
        text.append(UInt8(ascii: "}"))
    }

    /// Reads a node from the JSON value `JSONDecoder` would read it from, as `init(from:)`
    /// does: missing keys take their defaults, unknown keys are ignored.
    ///
    /// - Throws: `JSONText.Unsupported` for content elements, or for a value of another
    ///   shape than `init(from:)` reads, so that `JSONDecoder` reads it and says why.
    package init(json: JSONValue) throws {
        guard case .object(let members) = json else { throw JSONText.Unsupported() }
        var screen: String?
        self.init(screen: "")
        // One pass over the members, comparing names: a lookup per key would hash each name.
        for (key, value) in members where value != .null {
            switch (key, value) {
            case ("screen", .string(let name)): screen = name
            case ("kind", .string(let raw)):
                guard let declared = ScreenKind(rawValue: raw) else { throw JSONText.Unsupported() }
                kind = declared
            case ("routeIdentifier", .string(let identifier)): routeIdentifier = identifier
            case ("route", _): route = value
            case ("title", .string(let title)): self.title = title
            case ("visible", .bool(let visible)): self.visible = visible
            case ("selectedTab", .integer(let tab)):
                guard let tab = Int(exactly: tab) else { throw JSONText.Unsupported() }
                selectedTab = tab
            case ("children", .array(let nodes)): children = try nodes.map(ScreenNode.init(json:))
            case ("subviews", .array(let nodes)): subviews = try nodes.map(ScreenNode.init(json:))
            case ("modalStyle", _): modalStyle = try Self.modalStyle(value)
            case ("presented", _): presented = try ScreenNode(json: value)
            case ("screen", _), ("kind", _), ("routeIdentifier", _), ("title", _), ("visible", _),
                ("selectedTab", _), ("children", _), ("subviews", _), ("content", _):
                throw JSONText.Unsupported()
            default: continue
            }
        }
        guard let screen else { throw JSONText.Unsupported() }
        self.screen = screen
    }

    /// A modal style as its synthesized `Codable` writes it: one key naming the case, whose
    /// object holds the case's values.
    private static func json(_ style: ModalStyle) -> JSONValue {
        switch style {
        case .fullScreen: .object(["fullScreen": .object([:])])
        case .sheet: .object(["sheet": .object([:])])
        case .popover(let anchor): .object(["popover": .object(["anchor": .string(anchor)])])
        case .custom(let transition): .object(["custom": .object(["transition": .string(transition)])])
        }
    }

    /// The modal style a JSON value holds, read as its synthesized `Codable` reads it.
    private static func modalStyle(_ json: JSONValue) throws -> ModalStyle {
        guard case .object(let members) = json, members.count == 1, let (name, value) = members.first,
            case .object(let values) = value
        else { throw JSONText.Unsupported() }
        switch (name, values["anchor"], values["transition"]) {
        case ("fullScreen", _, _): return .fullScreen
        case ("sheet", _, _): return .sheet
        case ("popover", .string(let anchor)?, _): return .popover(anchor: anchor)
        case ("custom", _, .string(let transition)?): return .custom(transition: transition)
        default: throw JSONText.Unsupported()
        }
    }
}
