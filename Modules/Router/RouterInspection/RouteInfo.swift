/// One registered route, as `horizon routes` lists it.
public struct RouteInfo: Codable, Sendable, Hashable {
    /// The route identifier.
    public var identifier: String
    /// The route's Swift type.
    public var routeType: String
    /// The feature it opens.
    public var feature: String
    /// The installed entry (`AppEntry.name`) that registered it; `nil` when the composition root did.
    public var entry: String?
    /// The link patterns that open it, from the link tree; empty when no link does.
    public var patterns: [String]
    /// The guards a link to it must pass, wherever it is in the link tree.
    public var guards: [String]
    /// The patterns a link from outside the app may use to open it (see
    /// `LinkNode.openableFromOutside()`); the other patterns work from inside the app only.
    public var externalPatterns: [String]

    /// Creates the description.
    public init(
        identifier: String, routeType: String, feature: String, entry: String?, patterns: [String], guards: [String],
        externalPatterns: [String]
    ) {
        self.identifier = identifier
        self.routeType = routeType
        self.feature = feature
        self.entry = entry
        self.patterns = patterns
        self.guards = guards
        self.externalPatterns = externalPatterns
    }
}
