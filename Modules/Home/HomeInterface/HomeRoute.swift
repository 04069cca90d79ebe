public import RouterInterface

/// Opens the home screen (the main page).
public struct HomeRoute: Route {
    /// The identifier in `AnyRoute` strings and `horizon routes`.
    public static let identifier = "home"

    /// Creates the route.
    public init() {}
}
