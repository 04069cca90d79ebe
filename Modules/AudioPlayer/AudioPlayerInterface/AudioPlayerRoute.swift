public import FeatureFlagsInterface
public import RouterInterface

/// Opens the player for a track.
public struct AudioPlayerRoute: Route {
    /// The identifier in `AnyRoute` strings and `horizon routes`.
    public static let identifier = "player"

    /// The track to play.
    public var trackId: Int

    /// Creates the route.
    public init(trackId: Int) {
        self.trackId = trackId
    }
}

extension FeatureFlag {
    /// Gates the audio player; when off, opening it is `RouterError.featureDisabled` (no fallback).
    public static let audioPlayer: FeatureFlag = "audio_player"
}
