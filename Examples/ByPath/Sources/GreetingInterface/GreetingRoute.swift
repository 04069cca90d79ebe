public import RouterInterface

/// The greeting screen for a name: what other features open, knowing only this module.
public struct GreetingRoute: Route {
    /// The route's identifier, unique in the app.
    public static let identifier = "greeting"

    /// Who is greeted.
    public var name: String

    /// A route to the greeting for `name`.
    public init(name: String) {
        self.name = name
    }
}
