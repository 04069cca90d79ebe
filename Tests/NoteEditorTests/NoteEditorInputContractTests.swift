import NavigationInterface
import NavigationTesting
import NoteEditorInterface
import NoteEditorTesting
import RouterInterface
import TestSupport
import Testing

@testable import NoteEditor

/// What `NoteEditorInput` promises its callers, checked on the module's screen and on the double
/// tests use in its place: no note until prepared; a new note, or the note given.
@MainActor
@Suite("NoteEditorInput: the contract, on every editor")
struct NoteEditorInputContractTests {
    /// Each editor that stands for `NoteEditorInput`.
    enum Editor: String, CaseIterable, Sendable {
        case screen = "NoteEditorScreen (the module's)"
        case fake = "FakeNoteEditor (NoteEditorTesting)"

        @MainActor
        func make() throws -> any NoteEditorInput {
            switch self {
            case .screen:
                try #require(
                    try StaticInjector([RecordingRouter()]).make(NoteEditorFeature.self).build(from: NoInput())
                        as? NoteEditorScreen)
            case .fake: FakeNoteEditor()
            }
        }
    }

    @Test(
        "no note until it is prepared; a new note is untitled; an existing one is the one given",
        arguments: Editor.allCases)
    func preparation(_ editor: Editor) throws {
        let fresh = try editor.make()
        #expect(fresh.note == nil && !fresh.isReadOnly, "\(editor.rawValue)")
        fresh.constructForCreatingNewNote()
        #expect(fresh.note == Note(id: 0, title: "Untitled"), "\(editor.rawValue)")
        let note = Note(id: 7, title: "Groceries", text: "milk")
        fresh.constructForEditing(note: note)
        #expect(fresh.note == note, "\(editor.rawValue)")
    }
}
