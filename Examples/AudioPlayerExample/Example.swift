// AudioPlayer alone: the engine, AudioPlayerEntry (with its audio engine), and feature flags
// that turn the player on. `swift run AudioPlayerExample`.
import AudioPlayer
import AudioPlayerInterface
public import ExampleSupport
import FeatureFlagsInterface
import FeatureFlagsTesting
import InjectionInterface
public import RouterInterface
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
        let player = try example.top((any AudioPlayerScreenInput).self)
        try example.expect(player.trackId == 7, "the player shows the track the route names")
        try await example.step("tap Play") { player.tapPlay() }
        try example.expect(player.state == .playing, "it plays")
        try await example.step("tap Pause") { player.tapPause() }
        try example.expect(player.state == .paused, "it pauses")
    }
}
