public import FeatureFlagsInterface
public import RouterInterface

/// Opens a show's page.
public struct ShowRoute: Route {
    /// The identifier in `AnyRoute` strings and `horizon routes`.
    public static let identifier = "show"

    /// The show.
    public var showId: Int

    /// Creates the route.
    public init(showId: Int) {
        self.showId = showId
    }
}

extension FeatureFlag {
    /// Gates the new show page; when off, the legacy page is shown instead (a fallback).
    public static let newShowPage: FeatureFlag = "new_show_page"
}
