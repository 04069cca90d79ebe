public import AudioPlayerInterface
public import HeadlessUI

/// The player for one track: play and pause through the shared engine.
public final class AudioPlayerScreen: Screen {
    /// The track this screen plays.
    public let trackId: Int
    private let engine: any AudioPlaying

    init(trackId: Int, engine: any AudioPlaying) {
        self.trackId = trackId
        self.engine = engine
        super.init(name: "AudioPlayer")
        render()
    }

    /// What the engine does with this screen's track.
    public var state: PlaybackState {
        engine.currentTrack == trackId ? engine.state : .stopped
    }

    /// The user taps play.
    public func tapPlay() {
        engine.play(trackId: trackId)
        render()
    }

    /// The user taps pause.
    public func tapPause() {
        if engine.currentTrack == trackId { engine.pause() }
        render()
    }

    private func render() {
        summary = "track \(trackId) \(state.rawValue)"
    }
}
