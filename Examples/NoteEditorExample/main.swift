// Runs the example: `swift run NoteEditorExample [--toolkit declarative] [--help]`.
import Foundation

let code = try await Example.play(
    arguments: Array(CommandLine.arguments.dropFirst()), output: { print($0) },
    errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
exit(code)
