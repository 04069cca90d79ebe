public import RouterInterface

/// Opens the sign-in screen.
public struct LoginRoute: Route {
    /// The identifier in `AnyRoute` strings and `horizon routes`.
    public static let identifier = "login"

    /// Why sign-in is asked for, shown to the user.
    public var reason: String?

    /// Creates the route.
    public init(reason: String? = nil) {
        self.reason = reason
    }
}
