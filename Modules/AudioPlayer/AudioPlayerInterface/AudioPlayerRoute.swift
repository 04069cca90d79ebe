public import FeatureFlagsInterface
public import RouterInterface

/// Opens the player for a track.
public struct AudioPlayerRoute: Route {
    /// The identifier in `AnyRoute` strings and `horizon routes`.
    public static let identifier = "player"

    /// The track to play: a positive number.
    public let trackId: Int

    /// Creates the route.
    ///
    /// - Throws: `RouterError.invalidRouteParameter` for a track id below 1.
    public init(trackId: Int) throws(RouterError) {
        self.trackId = try Self.checked(trackId, "trackId", "a positive track id") { $0 > 0 }
    }

    /// Decodes the route and checks it as `init(trackId:)` does.
    ///
    /// - Throws: `DecodingError`, for a refused value too.
    public init(from decoder: any Decoder) throws {
        let trackId = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .trackId)
        self = try Self.decoded(by: decoder) { () throws(RouterError) in try AudioPlayerRoute(trackId: trackId) }
    }
}

extension FeatureFlag {
    /// Gates the audio player; when off, opening it is `RouterError.featureDisabled` (no fallback).
    public static let audioPlayer: FeatureFlag = "audio_player"
}
