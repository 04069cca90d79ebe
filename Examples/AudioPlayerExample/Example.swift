// AudioPlayer alone: the engine, AudioPlayerEntry (with its audio engine), and feature flags
// that turn the player on. `swift run AudioPlayerExample`.
import AudioPlayer
import AudioPlayerInterface
import ExampleSupport
import FeatureFlagsInterface
import FeatureFlagsTesting
import RouterInterface
import UIToolkitInterface

/// The example's script: what `swift run AudioPlayerExample` plays.
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
            [
                AudioPlayerEntry(),
                DoublesEntry { registrar throws(RouterError) in
                    try registrar.register((any FeatureFlagProviding).self, scope: .singleton) { FixedFlags(true) }
                },
            ], arguments: arguments, output: output, errors: errors)
        return await example.play("AudioPlayerExample") { example in
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
}
