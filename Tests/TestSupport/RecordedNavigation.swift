public import NavigationInterface
public import RouterInterface
public import UIToolkitInterface

/// What `RecordingRouter` and `RecordingServices` hand back for a navigation they record: the
/// route as asked (none for a service's), with no screen shown. Removing it succeeds once, then fails with `alreadyRemoved`, as the engine's
/// handle does.
@MainActor
public final class RecordedNavigation: NavigationHandle {
    /// The route asked for.
    public let route: (any Route)?
    /// The presentation asked for.
    public let presentation: Presentation
    /// Whether it was asked to animate.
    public let animated: Bool
    /// Whether `remove` succeeded.
    public private(set) var isRemoved = false

    init(route: (any Route)?, presentation: Presentation, animated: Bool) {
        self.route = route
        self.presentation = presentation
        self.animated = animated
    }

    /// Nothing: the double shows no screen.
    public var destination: Screen? { nil }

    /// Records the removal: success the first time, `alreadyRemoved` after.
    public func remove(completion: (@MainActor (Result<Void, RouterError>) -> Void)?) {
        guard !isRemoved else {
            completion?(.failure(.alreadyRemoved(route.map { "\(type(of: $0))" } ?? "navigation")))
            return
        }
        isRemoved = true
        completion?(.success(()))
    }
}
