/// A typed destination: a value that says where to go and carries its parameters.
///
/// Routes are declared in interface modules, so any feature can navigate to another one
/// without importing it. `Codable` makes every way in typed: `AnyRoute` strings from a
/// backend, links and restored navigation state all decode into the same struct.
///
/// ```swift
/// public struct ProfileRoute: Route {
///     public static let identifier = "profile"
///     public let someAnalyticsContext: String
/// }
/// ```
public protocol Route: Codable, Hashable, Sendable {
    /// A stable identifier, unique across the app, such as `"profile"`; `AnyRoute` strings
    /// and `horizon routes` use it.
    static var identifier: String { get }
}

extension Route {
    /// The identifier, typed as errors carry it.
    public static var routeIdentifier: RouteIdentifier { RouteIdentifier(identifier) }
}
