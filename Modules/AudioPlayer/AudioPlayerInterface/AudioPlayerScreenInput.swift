public import UIToolkitInterface

/// The player screen as its users see it.
@MainActor
public protocol AudioPlayerScreenInput: Screen {
    /// The track loaded.
    var trackId: Int { get }
    /// Whether the engine plays.
    var state: PlaybackState { get }

    /// The user taps "Play".
    func tapPlay()

    /// The user taps "Pause".
    func tapPause()
}
