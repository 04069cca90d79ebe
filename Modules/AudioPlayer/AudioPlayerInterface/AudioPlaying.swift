/// Plays tracks; one engine for the app, so playback survives closing the player screen.
public protocol AudioPlaying: AnyObject, Sendable {
    /// The loaded track, if any.
    var currentTrack: Int? { get }
    /// What the engine is doing.
    var state: PlaybackState { get }

    /// Loads the track if needed and plays it.
    func play(trackId: Int)
    /// Pauses; does nothing unless playing.
    func pause()
}

/// What the audio engine is doing.
public enum PlaybackState: String, Sendable, Hashable, Codable {
    /// Nothing loaded, or playback ended.
    case stopped
    /// Playing the current track.
    case playing
    /// The current track is paused.
    case paused
}
