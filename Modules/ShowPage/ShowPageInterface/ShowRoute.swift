public import FeatureFlagsInterface
public import RouterInterface

/// Opens a show's page.
public struct ShowRoute: Route {
    /// The identifier in `AnyRoute` strings and `horizon routes`.
    public static let identifier = "show"

    /// The show: a positive number.
    public let showId: Int
    /// The season to open at, when a link names one (`?season=2`): a positive number.
    public let season: Int?
    /// The part of the page to scroll to, such as `cast` (a link's fragment).
    public let section: String?

    /// Creates the route.
    ///
    /// - Throws: `RouterError.invalidRouteParameter` for a show id or season below 1.
    public init(showId: Int, season: Int? = nil, section: String? = nil) throws(RouterError) {
        self.showId = try Self.checked(showId, "showId", "a positive show id") { $0 > 0 }
        self.season = try Self.checked(season, "season", "a positive season, or none") { ($0 ?? 1) > 0 }
        self.section = section
    }

    /// Decodes the route and checks it as `init(showId:season:section:)` does.
    ///
    /// - Throws: `DecodingError`, for a refused value too.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let showId = try container.decode(Int.self, forKey: .showId)
        let season = try container.decodeIfPresent(Int.self, forKey: .season)
        let section = try container.decodeIfPresent(String.self, forKey: .section)
        self = try Self.decoded(by: decoder) { () throws(RouterError) in
            try ShowRoute(showId: showId, season: season, section: section)
        }
    }
}

extension FeatureFlag {
    /// Gates the new show page; when off, the legacy page is shown instead (a fallback).
    public static let newShowPage: FeatureFlag = "new_show_page"
}
