/// What the user does to a control the window shows, found by its identifier: the toolkit
/// performs it on what it renders (HeadlessUI and DeclarativeUI on the content model, GTK on
/// its widgets), and the control's action runs as it would in an app.
public enum UserAction: Codable, Sendable, Hashable, CustomStringConvertible {
    /// Taps the button with this identifier.
    case tap(String)
    /// Replaces the text of the field with this identifier, as typing would.
    case type(String, into: String)
    /// Flips the switch with this identifier.
    case flip(String)

    /// The identifier of the control the action is for.
    public var control: String {
        switch self {
        case .tap(let id), .type(_, let id), .flip(let id): id
        }
    }

    /// The action as the transcript names it: `tap sign-in`, `type "ada" into username`, `flip autoplay`.
    public var description: String {
        switch self {
        case .tap(let id): "tap \(id)"
        case .type(let text, let id): "type \"\(text)\" into \(id)"
        case .flip(let id): "flip \(id)"
        }
    }
}
