public import NavigationInterface
import RouterInspection
public import RouterInterface
public import UIToolkitInterface

/// The router's handle on something it presented.
@MainActor
public final class PresentedRoute: NavigationHandle {
    public let route: (any Route)?
    public let presentation: Presentation
    public let animated: Bool
    public private(set) weak var destination: Screen?
    /// What was attached to the hierarchy: the destination, or the navigation stack wrapping it.
    package weak var attached: Screen?
    package let destinationName: String
    /// The protocol of the module that built the destination, on the protocols face.
    let module: String?
    private weak var router: RouterEngine?

    package init(
        router: RouterEngine, route: (any Route)?, presentation: Presentation, destination: Screen, attached: Screen,
        module: String? = nil, animated: Bool = true
    ) {
        self.module = module
        self.animated = animated
        self.router = router
        self.route = route
        self.presentation = presentation
        self.destination = destination
        self.attached = attached
        self.destinationName = destination.name
    }

    public func remove(completion: (@MainActor (Result<Void, RouterError>) -> Void)?) {
        let result: Result<Void, RouterError>
        do throws(RouterError) {
            guard let router else { throw .noWindow }
            try router.remove(self)
            result = .success(())
        } catch {
            router?.emit(.failed(RoutingFailure(error), route: route.map { type(of: $0).identifier }))
            result = .failure(error)
        }
        completion?(result)
    }

    /// Removes what was presented and throws on failure.
    ///
    /// - Throws: `RouterError.alreadyRemoved`, `.notRemovable`, `.invalidPresentation`.
    public func remove() throws(RouterError) {
        var outcome: Result<Void, RouterError> = .success(())
        remove { outcome = $0 }
        try outcome.get()
    }
}
