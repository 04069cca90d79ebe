/// One feature the router can build, as `horizon graph` draws it.
public struct FeatureInfo: Codable, Sendable, Hashable {
    /// The feature's type name.
    public var feature: String
    /// The installed module that registered it; `nil` when the composition root did.
    public var module: String?
    /// The types its `@Dependency` properties ask for, in declaration order.
    public var dependencies: [String]

    /// Creates the description.
    public init(feature: String, module: String?, dependencies: [String]) {
        self.feature = feature
        self.module = module
        self.dependencies = dependencies
    }
}
