// ShowPage alone: the engine, ShowPageEntry, doubles for the HTTP client and the feature
// flags, and a placeholder for the player it presents. `swift run ShowPageExample`.
import AudioPlayerInterface
public import ExampleSupport
import FeatureFlagsInterface
import FeatureFlagsTesting
import HTTPClientInterface
import HTTPClientTesting
import InjectionInterface
public import NavigationInterface
import RouterInterface
import ShowPage
import ShowPageInterface
import UIToolkitInterface

/// The example's script: what `swift run ShowPageExample` plays.
@MainActor
public struct Example: FeatureExample {
    public static let name = "ShowPageExample"
    let client = MockHTTPClient([
        "GET /shows/42": .success(#"{"id": 42, "title": "The Answer", "trackId": 420, "recommended": [7]}"#),
        "GET /shows/7": .success(#"{"id": 7, "title": "Seven", "trackId": 70, "recommended": []}"#),
    ])

    public init() {}

    public var entries: [any AppEntry] {
        [
            ShowPageEntry(),
            DoublesEntry { registrar throws(RouterError) in
                try registrar.register((any HTTPClientProtocol).self, scope: .singleton) { client }
                try registrar.register((any FeatureFlagProviding).self, scope: .singleton) { FixedFlags(true) }
            },
            PlaceholderEntry(routes: [AudioPlayerRoute.self]),
        ]
    }

    public func script(_ example: ExampleApp) async throws {
        try await example.step("launch show 42") { try example.launch(try ShowRoute(showId: 42)) }
        let show = try example.top("ShowPage")
        try example.expect(show.content.title == "The Answer", "the page shows the show the double serves")
        try await example.step("tap the recommended show 7") { try example.tap("show-7") }
        try example.expect(
            (try? example.top("ShowPage"))?.content.title == "Seven", "show 7 is pushed and loaded")
        try await example.step("tap Play") { try example.tap("play") }
        try example.expect(
            example.topScreen?.name == "Placeholder", "the player opens as a sheet placeholder")
    }
}
