public import RouterInterface
import SettingsInterface

/// Registers the Settings module's services (`SettingsService`).
public enum SettingsServiceProvider {
    /// Registers `SettingsService.navigate` and `SettingsService.createScreen`.
    ///
    /// - Throws: `RouterError.duplicateRegistration` when they are registered already.
    @MainActor
    public static func register(in registry: any ServiceRegistering) throws(RouterError) {
        try registry.registerScreen(service: SettingsService.name, task: SettingsService.navigate, route: route)
        try registry.registerTask(service: SettingsService.name, task: SettingsService.createScreen) { request throws(RouterError) in
            UserInfo((SettingsService.screen, try request.makeScreen(for: try route(request.userInfo))))
        }
    }

    @MainActor
    private static func route(_ info: UserInfo) throws(RouterError) -> SettingsRoute {
        SettingsRoute(shouldRefresh: try info.value(SettingsService.shouldRefresh))
    }
}
