/// One element of a screen's content: text, a button, a text field, a toggle or a list of
/// rows, each with a stable identifier (what UIKit calls an accessibility identifier) by which
/// tests and flows find it.
@MainActor
public struct ScreenElement {
    /// The identifier, unique within its screen, such as `"signIn"`.
    public let id: String
    /// What the element is and what it does.
    public let kind: Kind

    /// What an element is, with its value and its action.
    public enum Kind {
        /// A line of text.
        case text(String)
        /// A button with its title and what a tap does.
        case button(String, action: @MainActor () -> Void)
        /// A text field: its label, its text, whether it hides what is typed, and what typing does.
        case field(String, text: String, isSecure: Bool, onChange: @MainActor (String) -> Void)
        /// A switch: its label, whether it is on, and what flipping it does.
        case toggle(String, isOn: Bool, onChange: @MainActor (Bool) -> Void)
        /// A list of rows, each an element (text or a button, usually).
        case list([ScreenElement])
    }

    /// Creates an element.
    public init(id: String, kind: Kind) {
        self.id = id
        self.kind = kind
    }

    /// A line of text.
    public static func text(_ id: String, _ text: String) -> ScreenElement {
        ScreenElement(id: id, kind: .text(text))
    }

    /// A button; `action` runs when the user taps it.
    public static func button(_ id: String, _ title: String, action: @escaping @MainActor () -> Void)
        -> ScreenElement
    {
        ScreenElement(id: id, kind: .button(title, action: action))
    }

    /// A text field showing `text`; `onChange` receives what the user typed. A secure field
    /// shows `•` for each character.
    public static func field(
        _ id: String, _ label: String, text: String, isSecure: Bool = false,
        onChange: @escaping @MainActor (String) -> Void
    ) -> ScreenElement {
        ScreenElement(id: id, kind: .field(label, text: text, isSecure: isSecure, onChange: onChange))
    }

    /// A switch; `onChange` receives the new value when the user flips it.
    public static func toggle(
        _ id: String, _ label: String, isOn: Bool, onChange: @escaping @MainActor (Bool) -> Void
    ) -> ScreenElement {
        ScreenElement(id: id, kind: .toggle(label, isOn: isOn, onChange: onChange))
    }

    /// A list of rows.
    public static func list(_ id: String, _ rows: [ScreenElement]) -> ScreenElement {
        ScreenElement(id: id, kind: .list(rows))
    }

    /// What the user sees of the element as one line of text: the text, a button's title, a
    /// field's text (`•` for each character of a secure one), `on` or `off`, or the rows' lines
    /// joined by newlines.
    public var displayedValue: String {
        switch kind {
        case .text(let text): text
        case .button(let title, _): title
        case .field(_, let text, let isSecure, _): isSecure ? String(repeating: "•", count: text.count) : text
        case .toggle(_, let isOn, _): isOn ? "on" : "off"
        case .list(let rows): rows.map(\.displayedValue).joined(separator: "\n")
        }
    }
}
