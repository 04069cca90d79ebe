/// One documented scenario of a seed README, replayed through the app as a user would.
public struct Flow: Sendable {
    /// The id, grouped by seed: `routerservice.push-login`.
    public let id: String
    /// What the scenario shows.
    public let title: String
    /// The seed README section it comes from.
    public let source: String
    let body: @MainActor @Sendable (FlowContext) async throws -> Void

    init(
        _ id: String, _ title: String, source: String,
        body: @escaping @MainActor @Sendable (FlowContext) async throws -> Void
    ) {
        self.id = id
        self.title = title
        self.source = source
        self.body = body
    }
}

/// An expectation of a flow that did not hold.
struct FlowFailure: Error, CustomStringConvertible {
    let description: String
}
