import RouterInterface
public import RouterServicesInterface
public import RouterValuesInterface
public import UIToolkitInterface

/// The Settings module's services (the services-and-tasks face).
public enum SettingsService {
    /// The service name.
    public static let name: ServiceName = "SettingsService"
    /// Screen service: the settings. Requires `shouldRefresh`; needs a signed-in user.
    public static let navigate: TaskName = "navigate"
    /// Task: builds the settings screen and returns it under `screen`, for the caller to
    /// present itself (e.g. with a custom transition). Requires `shouldRefresh`.
    public static let createScreen: TaskName = "createScreen"

    /// Whether the screen reloads the preferences. Required.
    public static let shouldRefresh = UserInfoKey<Bool>("shouldRefresh")
    /// The screen `createScreen` returns.
    public static let screen = UserInfoKey<Screen>("screen")
}
