import Foundation
import NavigationInterface
import RouterInterface
import UIToolkitInterface

/// What the container hands a feature as `any Routing`: the engine, held weakly.
///
/// A screen keeps the router it navigates with, and the engine keeps the window that keeps
/// the screens. Were the screens to hold the engine itself, an app would keep itself alive
/// (window → screens → engine → window); through this reference whoever owns the engine (the
/// composition root, a test) decides when the app ends, and its screens go with it.
@MainActor
final class RoutingReference: Routing {
    private weak var engine: RouterEngine?

    init(_ engine: RouterEngine) {
        self.engine = engine
    }

    func navigate(
        to route: any Route, from source: Screen, presentation: Presentation, animated: Bool,
        completion: (@MainActor (Result<any NavigationHandle, RouterError>) -> Void)?
    ) {
        guard let engine else {
            completion?(.failure(.noWindow))
            return
        }
        engine.navigate(to: route, from: source, presentation: presentation, animated: animated, completion: completion)
    }

    func injectContext(into decoder: JSONDecoder) {
        engine?.injectContext(into: decoder)
    }
}
