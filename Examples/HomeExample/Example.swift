// Home alone: the engine, HomeEntry, and placeholders for the show page and the profile it
// opens; the note editor is left out, so its protocol is not served. `swift run HomeExample`.
public import ExampleSupport
import Home
import HomeInterface
public import NavigationInterface
import ProfileInterface
import RouterInterface
import ShowPageInterface
import UIToolkitInterface

/// The example's script: what `swift run HomeExample` plays.
@MainActor
public struct Example: FeatureExample {
    public static let name = "HomeExample"

    public init() {}

    public var entries: [any AppEntry] {
        [HomeEntry(), PlaceholderEntry(routes: [ShowRoute.self, ProfileRoute.self])]
    }

    public func script(_ example: ExampleApp) async throws {
        try await example.step("launch home") { try example.launch(HomeRoute()) }
        let home = try example.top("Home")
        try await example.step("tap show 42") { try example.tap("show-42") }
        try example.expect(example.topScreen?.name == "Placeholder", "the show page opens, as a placeholder")
        try await example.step("go back, tap New note") {
            try example.window.perform(.back)
            try example.tap("new-note")
        }
        try example.expect(
            example.read("error")?.contains("NoteEditorInput") == true && example.topScreen === home,
            "the note editor is not in this example: the error names its protocol, and home stays")
    }
}
