// Runs the example: `swift run NoteEditorExample [--toolkit declarative] [--help]`.
import ExampleSupport

try await Example.main()
