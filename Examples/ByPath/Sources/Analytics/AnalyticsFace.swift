public import AnalyticsInterface
import NavigationInterface
public import Router
import RouterInspection
public import RouterInterface

/// A face written outside Horizon: analytics on every navigation. Modules name the screen each
/// of their routes is tracked as (`registrar.analytics.track(_:as:)`); the face records a screen
/// view whenever the router shows a tracked route, and `validate()` refuses a tracked route no
/// module serves.
@MainActor
public final class AnalyticsFace: ScreenViewLog {
    public private(set) var screenViews: [String] = []
    /// Each tracked route identifier's screen name.
    private var names: [String: String] = [:]
    private weak var router: RouterEngine?

    private init(router: RouterEngine) {
        self.router = router
    }

    /// Installs the face on a router, before the modules that track their routes; features
    /// resolve it as `any ScreenViewLog`.
    ///
    /// - Parameter router: The engine; it keeps the face.
    /// - Returns: The face, to read its screen views.
    /// - Throws: `RouterError.duplicateRegistration` when an analytics face is installed already.
    @discardableResult
    public static func install(on router: RouterEngine) throws(RouterError) -> AnalyticsFace {
        let face = AnalyticsFace(router: router)
        try router.installFace(face, named: "analytics", registrar: (any AnalyticsRegistering).self) { _ in
            AnalyticsRegistrar(face: face)
        }
        try router.provide(face, as: (any ScreenViewLog).self) { $0 }
        _ = router.observe { [weak face] event in face?.record(event) }
        return face
    }

    /// Tracks a route under a screen name, for a module's registrar.
    func track(_ route: any Route.Type, as screenName: String) throws(RouterError) {
        guard names[route.identifier] == nil else {
            throw .duplicateRegistration(RegistrationKey("analytics for route '\(route.identifier)'"))
        }
        names[route.identifier] = screenName
    }

    /// Records a screen view when the router showed a tracked route.
    private func record(_ event: RouterEvent) {
        guard case .didPerform(let transition) = event, let route = transition.route, let name = names[route] else {
            return
        }
        screenViews.append(name)
    }
}

extension AnalyticsFace: RouterFace {
    /// A tracked route that no module serves: analytics would wait for it in vain.
    public var problems: [RouterError] {
        let served = Set(router?.routeTable.map(\.identifier) ?? [])
        return names.keys.sorted().filter { !served.contains($0) }.map {
            .unregisteredRoute(identifier: RouteIdentifier($0))
        }
    }
}
