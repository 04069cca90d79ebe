public import RouterInterface

/// Opens the home screen (the main page).
public struct HomeRoute: Route {
    public static let identifier = "home"

    /// Creates the route.
    public init() {}
}
