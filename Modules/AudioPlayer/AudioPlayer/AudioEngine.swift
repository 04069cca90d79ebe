import AudioPlayerInterface
import Locking

/// The app's audio engine (headless: it keeps the state a real engine would report).
final class AudioEngine: AudioPlaying {
    private let playback = Locked<(track: Int?, state: PlaybackState)>((nil, .stopped))

    /// Creates a stopped engine.
    init() {}

    var currentTrack: Int? { playback.withLock { $0.track } }
    var state: PlaybackState { playback.withLock { $0.state } }

    func play(trackId: Int) {
        playback.withLock { $0 = (trackId, .playing) }
    }

    func pause() {
        playback.withLock { if $0.state == .playing { $0.state = .paused } }
    }
}
