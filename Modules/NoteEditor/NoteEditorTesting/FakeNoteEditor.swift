public import NoteEditorInterface

/// A note editor that only records how it was prepared.
@MainActor
public final class FakeNoteEditor: NoteEditorInput {
    /// Who hears of a saved note.
    public weak var delegate: (any NoteEditorDelegate)?
    /// The note it was prepared with.
    public var note: Note?
    /// Always editable.
    public let isReadOnly = false

    /// Creates an editor with no note.
    public init() {}

    public func constructForCreatingNewNote() { note = Note(id: 0, title: "Untitled") }
    public func constructForEditing(note: Note) { self.note = note }
}
