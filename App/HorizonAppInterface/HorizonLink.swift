public import RouterLinksInterface

/// The links the app opens itself, typed (MonarchRouter's `RoutingRequestType`): each case
/// produces the link of one endpoint of `linkTree()`, so code that opens a link is checked
/// by the compiler and a value with a `/` or `#` cannot break it.
///
/// ```swift
/// try app.links.open(HorizonLink.show(42, section: "cast"))   // shows/42#cast
/// ```
public enum HorizonLink: LinkRequest, Hashable {
    /// The Home tab's root.
    case home
    /// A show's page over Home, at a season and a section of the page.
    case show(Int, season: Int? = nil, section: String? = nil)
    /// The player sheet over Home, on a track.
    case player(track: Int)
    /// A show's page pushed in the player sheet.
    case playerShow(track: Int, show: Int)
    /// The Profile tab's root (guarded: signed in).
    case profile
    /// Settings over Profile; `refresh` asks it to reload.
    case settings(refresh: Bool? = nil)
    /// The signed-out section.
    case login

    /// The in-app link, such as `shows/42?season=2#cast`.
    public var link: String {
        switch self {
        case .home: Self.link(["home"])
        case .show(let id, let season, let section):
            Self.link(["shows", "\(id)"], query: ["season": season.map(String.init)], fragment: section)
        case .player(let track): Self.link(["player", "\(track)"])
        case .playerShow(let track, let show): Self.link(["player", "\(track)", "shows", "\(show)"])
        case .profile: Self.link(["profile"])
        case .settings(let refresh): Self.link(["profile", "settings"], query: ["refresh": refresh.map(String.init)])
        case .login: Self.link(["login"])
        }
    }
}
