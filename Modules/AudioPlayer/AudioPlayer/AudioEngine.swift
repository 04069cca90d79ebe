import AudioPlayerInterface
import Locking
import Synchronization

/// The app's audio engine (headless: it keeps the state a real engine would report).
final class AudioEngine: AudioPlaying {
    private let playback = Mutex<(track: Int?, state: PlaybackState)>((nil, .stopped))

    /// Creates a stopped engine.
    init() {}

    var currentTrack: Int? { playback.withLock(heldBy: self) { $0.track } }
    var state: PlaybackState { playback.withLock(heldBy: self) { $0.state } }

    func play(trackId: Int) {
        playback.withLock(heldBy: self) { $0 = (trackId, .playing) }
    }

    func pause() {
        playback.withLock(heldBy: self) { if $0.state == .playing { $0.state = .paused } }
    }
}
