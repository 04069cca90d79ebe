/// A flow as `horizon list` shows it: what it is called, what it shows, where it comes from.
public struct FlowInfo: Codable, Sendable, Equatable {
    /// The id, grouped by seed: `routerservice.push-login`.
    public let id: String
    /// What the scenario shows.
    public let title: String
    /// The seed README section it comes from.
    public let source: String

    /// A flow's description.
    public init(id: String, title: String, source: String) {
        (self.id, self.title, self.source) = (id, title, source)
    }
}
