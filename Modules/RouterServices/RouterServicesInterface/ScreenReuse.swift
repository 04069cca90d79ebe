public import RouterInterface
public import UIToolkitInterface

/// The provider's recycling policy for a screen service, invisible to its users.
///
/// When a screen in the navigation stack matches, the router pops back to it (the same
/// instance: it appears again, it does not load again), lets `update` give it the new
/// route, and reports it as reused. Otherwise it builds and shows a new screen.
@MainActor
public struct ScreenReuse<R: Route>: Sendable {
    /// Whether an existing screen can serve the route.
    public let matches: @MainActor @Sendable (Screen, R) -> Bool
    /// Gives the reused screen the new route's values.
    public let update: @MainActor @Sendable (Screen, R) -> Void

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - matches: Whether an existing screen can serve the route.
    ///   - update: Gives the reused screen the new route's values; nothing by default.
    public init(
        matches: @escaping @MainActor @Sendable (Screen, R) -> Bool,
        update: @escaping @MainActor @Sendable (Screen, R) -> Void = { _, _ in }
    ) {
        self.matches = matches
        self.update = update
    }
}
