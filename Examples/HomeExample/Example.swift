// Home alone: the engine, HomeEntry, and placeholders for the show page and the profile it
// opens; the note editor is left out, so its protocol is not served. `swift run HomeExample`.
import ExampleSupport
import Home
import HomeInterface
import ProfileInterface
import RouterInterface
import ShowPageInterface
import UIToolkitInterface

/// The example's script: what `swift run HomeExample` plays.
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
        let example = try ExampleApp(
            [HomeEntry(), PlaceholderEntry(routes: [ShowRoute.self, ProfileRoute.self])],
            arguments: arguments, output: output, errors: errors)
        return await example.play("HomeExample") { example in
            try await example.step("launch home") { try example.launch(HomeRoute()) }
            let home = try example.top((any HomeScreenInput).self)
            try await example.step("tap show 42") { home.tapShow(42) }
            try example.expect(example.window.topScreen?.name == "Placeholder", "the show page opens, as a placeholder")
            try await example.step("go back, tap New note") {
                try example.window.perform(.back)
                home.tapNewNote()
            }
            try example.expect(
                home.lastError?.contains("NoteEditorInput") == true && example.window.topScreen === home,
                "the note editor is not in this example: the error names its protocol, and home stays")
        }
    }
}
