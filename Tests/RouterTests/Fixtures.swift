import HeadlessUI
import Injection
import InjectionInterface
import Locking
import NavigationInterface
import Router
import RouterInterface
import RouterLinks
import RouterModules
import RouterServices
import UIToolkitInterface

/// A service that counts its instances, to observe scopes.
protocol Counter: AnyObject, Sendable { var serial: Int { get } }
final class LiveCounter: Counter {
    /// The instances made so far, which number them (the stress tests contend for it).
    static let made = Locked(0)
    let serial: Int
    init() {
        serial = Self.made.withLock {
            $0 += 1
            return $0
        }
    }
}

struct AlphaRoute: Route { static let identifier = "alpha" }
struct BetaRoute: Route {
    static let identifier = "beta"
    let id: Int
}
struct GammaRoute: Route { static let identifier = "gamma" }
struct LoopRoute: Route { static let identifier = "loop" }
struct UnknownRoute: Route { static let identifier = "unknown" }

/// A flag read by features' `isEnabled()`.
final class Switches: Sendable {
    let off = Locked<Set<String>>([])
    func isOn(_ name: String) -> Bool { !off.withLock { $0.contains(name) } }
}

struct AlphaFeature: Feature {
    @Resolved var counter: any Counter
    func build(from _: AlphaRoute) throws -> Screen {
        let screen = Screen(name: "Alpha")
        screen.content = ScreenContent(title: "counter \(counter.serial)")
        return screen
    }
}

struct BetaFeature: Feature {
    @Resolved var switches: Switches
    func isEnabled() -> Bool { switches.isOn("beta") }
    func fallback(for route: BetaRoute) -> (any Feature<BetaRoute>.Type)? { BetaFallbackFeature.self }
    func build(from route: BetaRoute) throws -> Screen {
        let screen = Screen(name: "Beta")
        screen.content = ScreenContent(title: "id \(route.id)")
        return screen
    }
}

struct BetaFallbackFeature: Feature {
    func build(from _: BetaRoute) throws -> Screen { Screen(name: "BetaFallback") }
}

/// Disabled with no fallback.
struct GammaFeature: Feature {
    func isEnabled() -> Bool { false }
    func build(from _: GammaRoute) throws -> Screen { Screen(name: "Gamma") }
}

struct LoopOneFeature: Feature {
    func isEnabled() -> Bool { false }
    func fallback(for route: LoopRoute) -> (any Feature<LoopRoute>.Type)? { LoopTwoFeature.self }
    func build(from _: LoopRoute) throws -> Screen { Screen() }
}

struct LoopTwoFeature: Feature {
    func isEnabled() -> Bool { false }
    func fallback(for route: LoopRoute) -> (any Feature<LoopRoute>.Type)? { LoopOneFeature.self }
    func build(from _: LoopRoute) throws -> Screen { Screen() }
}

struct BrokenRoute: Route { static let identifier = "broken" }

/// A feature whose build fails with an error of its own.
struct BrokenFeature: Feature {
    struct Failure: Error, CustomStringConvertible { var description: String { "the template is missing" } }
    func build(from _: BrokenRoute) throws -> Screen { throw Failure() }
}

struct TestRouteHandler: RouteHandler {
    var bindings: [RouteBinding] {
        [
            RouteBinding(AlphaRoute.self, to: AlphaFeature.self), RouteBinding(BetaRoute.self, to: BetaFeature.self),
            RouteBinding(GammaRoute.self, to: GammaFeature.self), RouteBinding(LoopRoute.self, to: LoopOneFeature.self),
            RouteBinding(BrokenRoute.self, to: BrokenFeature.self),
        ]
    }
}

/// A router over a window whose root is a navigation stack with a plain `Home` screen.
@MainActor
struct RouterFixture {
    let router: RouterEngine
    /// The services face, installed on the router.
    let services: ServicesFace
    /// The protocols face, installed on the router.
    let modules: ModulesFace
    /// The links-and-state face, installed on the router.
    let links: LinksFace
    let switches = Switches()
    let home = Screen(name: "Home")
    var window: any UIToolkit { router.window }
    var stack: StackContainer { window.root as! StackContainer }

    init(registerCounter: Bool = true) throws {
        router = RouterEngine(window: HeadlessWindow())
        services = try ServicesFace.install(on: router)
        modules = try ModulesFace.install(on: router)
        links = try LinksFace.install(on: router)
        if registerCounter { try router.container.register((any Counter).self, scope: .weakShared) { LiveCounter() } }
        let switches = self.switches
        try router.container.register(Switches.self, scope: .singleton) { switches }
        try router.register(TestRouteHandler())
        try router.window.setRoot(StackContainer([home]))
    }

    /// Navigates and returns what the completion received, checking it was called exactly once.
    func navigate(_ route: any Route, from source: Screen? = nil, _ presentation: Presentation = .push) -> Result<
        any NavigationHandle, RouterError
    > {
        var results: [Result<any NavigationHandle, RouterError>] = []
        router.navigate(to: route, from: source ?? home, presentation: presentation) { results.append($0) }
        precondition(results.count == 1, "the completion was called \(results.count) times")
        return results[0]
    }
}

extension Result {
    var error: Failure? { if case .failure(let error) = self { error } else { nil } }
    var value: Success? { try? get() }
}
