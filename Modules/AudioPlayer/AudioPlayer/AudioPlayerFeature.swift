import AudioPlayerInterface
import FeatureFlagsInterface
import InjectionInterface
import NavigationInterface
import RouterInterface
import UIToolkitInterface

/// Builds the player; disabled by the `audioPlayer` flag, with no fallback.
struct AudioPlayerFeature: Feature {
    @Resolved var engine: any AudioPlaying
    @Resolved var flags: any FeatureFlagProviding

    func isEnabled() -> Bool { flags.isEnabled(.audioPlayer) }

    func build(from route: AudioPlayerRoute) throws -> Screen {
        AudioPlayerScreen(trackId: route.trackId, engine: engine)
    }
}
