public import FeatureFlagsInterface
public import RouterInterface

/// Opens a show's page.
public struct ShowRoute: Route {
    /// The identifier in `AnyRoute` strings and `horizon routes`.
    public static let identifier = "show"

    /// The show.
    public var showId: Int
    /// The season to open at, when a link names one (`?season=2`).
    public var season: Int?
    /// The part of the page to scroll to, such as `cast` (a link's fragment).
    public var section: String?

    /// Creates the route.
    public init(showId: Int, season: Int? = nil, section: String? = nil) {
        self.showId = showId
        self.season = season
        self.section = section
    }
}

extension FeatureFlag {
    /// Gates the new show page; when off, the legacy page is shown instead (a fallback).
    public static let newShowPage: FeatureFlag = "new_show_page"
}
