/// One registered dependency, as `horizon graph` draws it.
public struct DependencyInfo: Codable, Sendable, Hashable {
    /// The registered type, usually a protocol existential such as `any HTTPClientProtocol`.
    public var type: String
    /// How long its instances live.
    public var scope: String
    /// The installed entry (`AppEntry.name`) that registered it; `nil` when the router or the composition root did.
    public var entry: String?

    /// Creates the description.
    public init(type: String, scope: String, entry: String?) {
        self.type = type
        self.scope = scope
        self.entry = entry
    }
}
