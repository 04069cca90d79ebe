public import UIToolkitInterface

/// A player screen the app can pause when it leaves the screen, however it leaves (the
/// composition root's unwind hook); the user pauses with the screen's own button.
@MainActor
public protocol AudioPlayerPausing: Screen {
    /// Pauses the screen's track if it is playing.
    func pause()
}
