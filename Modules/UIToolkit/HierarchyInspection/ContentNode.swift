public import UIToolkitInterface

/// A `Codable` picture of one element of a screen's content: what the user sees of it, without
/// its action.
public struct ContentNode: Codable, Sendable, Hashable {
    /// What kind of element it is.
    public enum Kind: String, Codable, Sendable, Hashable {
        /// A line of text.
        case text
        /// A button.
        case button
        /// A text field.
        case field
        /// A secure text field, whose value is masked.
        case secureField
        /// A switch.
        case toggle
        /// A list of rows.
        case list
    }

    /// The element's identifier.
    public var id: String
    /// What kind of element it is.
    public var kind: Kind
    /// A field's or a switch's label.
    public var label: String?
    /// What the user sees: the text, the title, the field's text (masked when secure), `on`/`off`.
    public var value: String?
    /// A list's rows.
    public var rows: [ContentNode]?

    /// Creates a node.
    public init(id: String, kind: Kind, label: String? = nil, value: String? = nil, rows: [ContentNode]? = nil) {
        self.id = id
        self.kind = kind
        self.label = label
        self.value = value
        self.rows = rows
    }

    /// The element as the text tree shows it: the text, `[Title]`, `Label: value` (`Label: (empty)`
    /// for an empty field), `Label: on`.
    public var line: String {
        switch kind {
        case .text: value ?? ""
        case .button: "[\(value ?? "")]"
        case .field, .secureField: "\(label ?? id): \(value.flatMap { $0.isEmpty ? nil : $0 } ?? "(empty)")"
        case .toggle: "\(label ?? id): \(value ?? "")"
        case .list: "\(id): \(rows?.count ?? 0) rows"
        }
    }
}

extension ScreenElement {
    /// A `Codable` picture of the element.
    @MainActor public var node: ContentNode {
        switch kind {
        case .text: ContentNode(id: id, kind: .text, value: displayedValue)
        case .button: ContentNode(id: id, kind: .button, value: displayedValue)
        case .field(let label, _, let isSecure, _):
            ContentNode(id: id, kind: isSecure ? .secureField : .field, label: label, value: displayedValue)
        case .toggle(let label, _, _): ContentNode(id: id, kind: .toggle, label: label, value: displayedValue)
        case .list(let rows): ContentNode(id: id, kind: .list, rows: rows.map(\.node))
        }
    }
}
