/// One feature the router can build, as `horizon graph` draws it.
public struct FeatureInfo: Codable, Sendable, Hashable {
    /// The feature's type name.
    public var feature: String
    /// The installed entry (`AppEntry.name`) that registered it; `nil` when the composition root did.
    public var entry: String?
    /// The types its `@Resolved` properties ask for, in declaration order.
    public var dependencies: [String]

    /// Creates the description.
    public init(feature: String, entry: String?, dependencies: [String]) {
        self.feature = feature
        self.entry = entry
        self.dependencies = dependencies
    }
}
