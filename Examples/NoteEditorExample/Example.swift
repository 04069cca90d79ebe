// NoteEditor alone: the engine and NoteEditorEntry, which serves `any NoteEditorInput` by
// protocol and makes it from a draft; the example performs it as a caller would.
// `swift run NoteEditorExample`.
import ExampleSupport
import NoteEditor
import NoteEditorInterface
import RouterModulesInterface
import UIToolkitInterface

/// The example's script: what `swift run NoteEditorExample` plays.
@MainActor
public enum Example {
    /// Plays the example.
    ///
    /// - Parameters:
    ///   - arguments: The command line's arguments (`--toolkit declarative`).
    ///   - output: Where the transcript goes.
    ///   - errors: Where a bad argument's reason and a failed check go: standard error.
    /// - Returns: The exit code: 0 every check held, 1 one did not, 2 a bad argument.
    public static func play(
        arguments: [String], output: @escaping (String) -> Void,
        errors: @escaping (String) -> Void
    ) async throws -> Int32 {
        let example = try ExampleApp([NoteEditorEntry()], arguments: arguments, output: output, errors: errors)
        let note = Note(id: 4, title: "Groceries", text: "eggs")
        return await example.play("NoteEditorExample") { example in
            var editor: (any NoteEditorInput)?
            try await example.step("push the editor, prepared for an existing note") {
                editor = try example.show(RoutableScreen<any NoteEditorInput>()) { $0.constructForEditing(note: note) }
            }
            try example.expect(
                editor?.note == note && example.window.topScreen?.name == "NoteEditor",
                "the editor is on top, editing the note it was given")
        }
    }
}
