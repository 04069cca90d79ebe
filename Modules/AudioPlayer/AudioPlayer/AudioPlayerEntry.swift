import AudioPlayerInterface
import InjectionInterface
public import NavigationInterface
public import RouterInterface
import RouterServicesInterface
import RouterValuesInterface

/// The AudioPlayer module: the player screen (`AudioPlayerRoute`, `AudioPlayerService`, one
/// player recycled for every track) and the app's audio engine (`any AudioPlaying`).
public struct AudioPlayerEntry: AppEntry {
    public let name = "AudioPlayer"

    /// Creates the module's entry.
    public init() {}

    public func register(in registrar: any EntryRegistrar) throws(RouterError) {
        try registrar.register((any AudioPlaying).self, scope: .singleton) { AudioEngine() }
        try registrar.registerRoute(AudioPlayerRoute.self, feature: AudioPlayerFeature.self)
        try registrar.services.registerScreen(
            service: AudioPlayerService.name, task: AudioPlayerService.navigate,
            route: { info throws in
                try AudioPlayerRoute(trackId: try info.value(AudioPlayerService.trackId))
            },
            reuse: ScreenReuse(
                matches: { screen, _ in screen is AudioPlayerScreen },
                update: { screen, route in (screen as? AudioPlayerScreen)?.load(trackId: route.trackId) }),
            configure: nil)
    }
}
