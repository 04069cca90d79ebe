// NoteEditor alone: the engine and NoteEditorEntry, which serves `any NoteEditorInput` by
// protocol and makes it from a draft; the example performs it as a caller would.
// `swift run NoteEditorExample`.
public import ExampleSupport
public import NavigationInterface
import NoteEditor
import NoteEditorInterface
import RouterInterface
import RouterModulesInterface
import UIToolkitInterface

/// The example's script: what `swift run NoteEditorExample` plays.
@MainActor
public struct Example: FeatureExample {
    public static let name = "NoteEditorExample"

    public init() {}

    public var entries: [any AppEntry] {
        [NoteEditorEntry()]
    }

    public func script(_ example: ExampleApp) async throws {
        let note = Note(id: 4, title: "Groceries", text: "eggs")
        var editor: (any NoteEditorInput)?
        try await example.step("push the editor, prepared for an existing note") {
            editor = try example.show(RoutableScreen<any NoteEditorInput>()) { $0.constructForEditing(note: note) }
        }
        try example.expect(
            editor?.note == note && example.topScreen?.name == "NoteEditor",
            "the editor is on top, editing the note it was given")
    }
}
