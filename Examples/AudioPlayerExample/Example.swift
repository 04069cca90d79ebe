// AudioPlayer alone: the engine, AudioPlayerEntry (with its audio engine), and feature flags
// that turn the player on. `swift run AudioPlayerExample`.
import AudioPlayer
import AudioPlayerInterface
public import ExampleSupport
import FeatureFlagsInterface
import FeatureFlagsTesting
import InjectionInterface
public import NavigationInterface
import RouterInterface
import UIToolkitInterface

/// The example's script: what `swift run AudioPlayerExample` plays.
@MainActor
public struct Example: FeatureExample {
    public static let name = "AudioPlayerExample"

    public init() {}

    public var entries: [any AppEntry] {
        [
            AudioPlayerEntry(),
            DoublesEntry { registrar throws(RouterError) in
                try registrar.register((any FeatureFlagProviding).self, scope: .singleton) { FixedFlags(true) }
            },
        ]
    }

    public func script(_ example: ExampleApp) async throws {
        try await example.step("open the player on track 7") {
            try example.launch(try AudioPlayerRoute(trackId: 7))
        }
        let player = try example.top("AudioPlayer")
        try example.expect(player.content.title == "Track 7", "the player shows the track the route names")
        try await example.step("tap Play") { try example.tap("play") }
        try example.expect(example.read("state") == "playing", "it plays")
        try await example.step("tap Pause") { try example.tap("pause") }
        try example.expect(example.read("state") == "paused", "it pauses")
    }
}
