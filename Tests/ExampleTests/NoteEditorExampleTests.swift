import ExampleSupport
import NoteEditorExample
import Testing

@MainActor
@Suite("NoteEditorExample")
struct NoteEditorExampleTests {
    @Test("plays NoteEditor alone on each toolkit; a bad argument is exit 2")
    func plays() async throws {
        #expect(try await Example.problems() == [])
    }
}
