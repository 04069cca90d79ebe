public import RouterInterface

/// Opens the settings of the signed-in user.
public struct SettingsRoute: Route {
    /// The identifier in `AnyRoute` strings and `horizon routes`.
    public static let identifier = "settings"

    /// Whether the screen reloads the preferences from the backend when it loads.
    public var shouldRefresh: Bool

    /// Creates the route.
    public init(shouldRefresh: Bool) {
        self.shouldRefresh = shouldRefresh
    }
}
