public import NavigationInterface
public import RouterInterface
import RouterServicesInterface
import RouterValuesInterface
import SettingsInterface

/// The Settings module: the settings screen (`SettingsRoute`, `SettingsService`).
public struct SettingsEntry: AppEntry {
    public let name = "Settings"

    /// Creates the module's entry.
    public init() {}

    public func register(in registrar: any EntryRegistrar) throws(RouterError) {
        try registrar.registerRoute(SettingsRoute.self, feature: SettingsFeature.self)
        try registrar.services.registerScreen(
            service: SettingsService.name, task: SettingsService.navigate, route: Self.route)
        try registrar.services.registerTask(service: SettingsService.name, task: SettingsService.createScreen) {
            request throws in
            UserInfo((SettingsService.screen, try request.makeScreen(for: try Self.route(request.userInfo))))
        }
    }

    private static func route(_ info: UserInfo) throws(UserInfoError) -> SettingsRoute {
        SettingsRoute(shouldRefresh: try info.value(SettingsService.shouldRefresh))
    }
}
