/// A note: what the note editor creates and edits.
public struct Note: Codable, Sendable, Hashable {
    /// A stable identity.
    public var id: Int
    /// The title, shown in lists.
    public var title: String
    /// The body.
    public var text: String

    /// Creates a note.
    public init(id: Int, title: String, text: String = "") {
        self.id = id
        self.title = title
        self.text = text
    }
}
