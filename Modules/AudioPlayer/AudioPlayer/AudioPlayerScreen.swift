import AudioPlayerInterface
import UIToolkitInterface

/// The player for one track: its state, and play and pause through the shared engine.
final class AudioPlayerScreen: Screen, AudioPlayerPausing {
    /// The track this screen plays.
    private(set) var trackId: Int
    private let engine: any AudioPlaying

    init(trackId: Int, engine: any AudioPlaying) {
        self.trackId = trackId
        self.engine = engine
        super.init(name: "AudioPlayer")
        render()
    }

    /// What the engine does with this screen's track.
    var state: PlaybackState {
        engine.currentTrack == trackId ? engine.state : .stopped
    }

    /// Shows another track (when the screen is recycled for it).
    func load(trackId: Int) {
        self.trackId = trackId
        render()
    }

    /// The user taps play.
    func play() {
        engine.play(trackId: trackId)
        render()
    }

    /// The user taps pause, or the app pauses the track as the screen leaves.
    func pause() {
        if engine.currentTrack == trackId { engine.pause() }
        render()
    }

    private func render() {
        content = ScreenContent(
            title: "Track \(trackId)",
            [
                .text("state", state.rawValue),
                state == .playing
                    ? .button("pause", "Pause") { [weak self] in self?.pause() }
                    : .button("play", "Play") { [weak self] in self?.play() },
            ])
    }
}
