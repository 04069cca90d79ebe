public import RouterInterface

/// Opens a user's profile.
public struct ProfileRoute: Route {
    /// The identifier in `AnyRoute` strings and `horizon routes`.
    public static let identifier = "profile"

    /// Where the user came from, for analytics.
    public var someAnalyticsContext: String
    /// Whose profile; the signed-in user's (or the featured one's) when `nil`.
    public var handle: String?

    /// Creates the route.
    public init(someAnalyticsContext: String, handle: String? = nil) {
        self.someAnalyticsContext = someAnalyticsContext
        self.handle = handle
    }
}
