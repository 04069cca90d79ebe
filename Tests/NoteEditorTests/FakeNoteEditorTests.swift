import NoteEditorInterface
import NoteEditorTesting
import Testing

@MainActor
@Suite("FakeNoteEditor")
struct FakeNoteEditorTests {
    @Test("the double records how it was prepared, for a new note or an existing one")
    func records() {
        let editor = FakeNoteEditor()
        editor.constructForCreatingNewNote()
        #expect(editor.note == Note(id: 0, title: "Untitled") && !editor.isReadOnly)
        let note = Note(id: 7, title: "Groceries", text: "milk")
        editor.constructForEditing(note: note)
        #expect(editor.note == note)
    }
}
