import AudioPlayerInterface
public import RouterInterface

/// Registers the AudioPlayer module's services (`AudioPlayerService`), with complete recycling.
public enum AudioPlayerServiceProvider {
    /// Registers `AudioPlayerService.navigate`: any player in the stack is reused and given the track.
    ///
    /// - Throws: `RouterError.duplicateRegistration` when it is registered already.
    @MainActor
    public static func register(in registry: any ServiceRegistering) throws(RouterError) {
        try registry.registerScreen(
            service: AudioPlayerService.name, task: AudioPlayerService.navigate,
            route: { info throws(RouterError) in try AudioPlayerRoute(trackId: try info.value(AudioPlayerService.trackId)) },
            reuse: ScreenReuse(matches: { screen, _ in screen is AudioPlayerScreen },
                               update: { screen, route in (screen as? AudioPlayerScreen)?.load(trackId: route.trackId) }),
            configure: nil)
    }
}
