import HeadlessUI
import HorizonBenchInterface
import Injection
import InjectionInterface
import Locking
import NavigationInterface
import Router
import RouterInterface
import RouterLinks
import RouterLinksInterface
import RouterModules
import UIToolkitInterface

/// A generated app of `size` features for the benchmarks at scale: each feature is its own
/// module in miniature (a route, a route handler, a feature with three `@Resolved`
/// properties, a weak-shared service of its own and a link endpoint `g<index>/:id`, whose
/// `:id` the `.digits` matching rule checks).
///
/// Everything is registered the way the composition root registers Horizon's real modules.
/// `probe` is the last feature, the one the benchmarks drive.
@MainActor
final class GeneratedApp {
    let size: Int
    let router: RouterEngine
    /// The protocols face, installed on the router.
    let modules: ModulesFace
    /// The links-and-state face, installed on the router.
    let links: LinksFace
    /// Every feature's route, by index.
    let routes: [any Route]
    let probe: GeneratedProbe
    private let serviceChecks: [@MainActor () -> Bool]
    /// Hand-wires every feature's dependencies, as an app without a container would.
    let handWireAll: () -> [AnyObject]

    init(size: Int) throws {
        self.size = size
        router = RouterEngine(window: HeadlessWindow())
        modules = try ModulesFace.install(on: router)
        links = try LinksFace.install(on: router)
        var generation = Generation(container: router.container, last: size - 1, parts: nil)
        try generation.visitNumbers(count: size)
        try router.container.register((any BenchServiceA).self, scope: .weakShared) { ServiceA() }
        try router.container.register((any BenchServiceB).self, scope: .transient) { ServiceB() }
        try router.container.register((any BenchServiceC).self, scope: .singleton) { ServiceC() }
        try router.register(GeneratedHomeHandler())
        for handler in generation.handlers { try router.register(handler) }
        try links.declareLinks(
            .stack("Generated", [.endpoint(GeneratedHomeRoute.self, "home", children: generation.endpoints)]),
            origins: LinkOrigins(schemes: ["bench"], hosts: []))
        try links.open(link: "home")
        routes = generation.routes
        guard let probe = generation.probe else { throw BenchFailure("a generated app needs at least one feature") }
        self.probe = probe
        serviceChecks = generation.serviceChecks
        let makers = generation.makers
        handWireAll = {
            var objects: [AnyObject] = []
            objects.reserveCapacity(makers.count * 3)
            for make in makers {
                objects.append(make())
                objects.append(ServiceA())
                objects.append(ServiceC())
            }
            return objects
        }
    }

    /// The stack the link tree's home screen sits in, now (restoring state replaces it).
    var stack: StackContainer {
        get throws(BenchFailure) {
            guard let stack = router.window.root as? StackContainer, !stack.screens.isEmpty else {
                throw BenchFailure("the generated app's window does not show its stack")
            }
            return stack
        }
    }

    /// The home screen, at the bottom of `stack`.
    var home: Screen {
        get throws(BenchFailure) { try stack.screens[0] }
    }

    /// Builds the probe's screen by hand, pushes it and pops it: the baseline of a navigation.
    func pushPopByHand() throws -> () throws -> Void {
        let (stack, build) = (try stack, probe.buildByHand)
        return {
            try stack.push(build())
            try stack.pop()
        }
    }

    /// How many generated weak-shared services the container still holds.
    var servicesAlive: Int { serviceChecks.count { $0() } }
}

/// What the benchmarks need of the last generated feature, its types erased.
@MainActor
struct GeneratedProbe {
    /// Its route, with `id` 7.
    let route: any Route
    /// Its link, `g<index>/7`, whose `:id` a matching rule checks.
    let link: String
    /// The same route's other link, `r<index>/7`, whose `:id` a regular expression checks.
    let regexLink: String
    /// Its feature as a screen module builds it, from `NoInput`.
    let feature: any Feature<NoInput>.Type
    /// Builds its screen with new objects, without the router.
    let buildByHand: @MainActor () -> Screen
}

/// Registers one generated feature per number type.
@MainActor
struct Generation: BenchNumberVisitor {
    let container: DependencyContainer
    let last: Int
    /// Only what one part of the set-up needs; everything when `nil`.
    let parts: SetupPart?
    var handlers: [any RouteHandler] = []
    var endpoints: [LinkNode] = []
    var routes: [any Route] = []
    var makers: [@Sendable () -> AnyObject] = []
    var serviceChecks: [@MainActor () -> Bool] = []
    var probe: GeneratedProbe?

    mutating func visit<N: BenchNumber>(_ number: N.Type, index: Int) throws {
        if parts == nil || parts == .container {
            try container.register(GeneratedService<N>.self, scope: .weakShared) { GeneratedService<N>() }
        }
        guard parts != .container else { return }
        handlers.append(GeneratedHandler<N>())
        guard parts != .routes else { return }
        endpoints.append(.endpoint(GeneratedRoute<N>.self, "g\(index)/:id", matching: ["id": .digits]))
        guard parts == nil else { return }
        routes.append(GeneratedRoute<N>(id: index))
        makers.append { GeneratedService<N>() }
        let container = container
        serviceChecks.append { container.cachedInstance(of: GeneratedService<N>.self) != nil }
        guard index == last else { return }
        // The probe also answers a pattern whose parameter a regular expression checks.
        endpoints.append(.endpoint(GeneratedRoute<N>.self, "r\(index)/:id", validating: ["id": "[0-9]+"]))
        probe = GeneratedProbe(
            route: GeneratedRoute<N>(id: 7), link: "g\(index)/7", regexLink: "r\(index)/7",
            feature: GeneratedFeature<N, NoInput>.self,
            buildByHand: { GeneratedScreen(service: GeneratedService<N>(), a: ServiceA(), c: ServiceC()) })
    }
}

/// A generated feature's weak-shared service.
final class GeneratedService<N: BenchNumber>: Sendable {}

/// A generated feature's route.
struct GeneratedRoute<N: BenchNumber>: Route {
    static var identifier: String { "generated-\(N.value)" }
    var id: Int
}

/// A generated feature: three dependencies, which its screen keeps, as real screens do. It
/// builds from its route, or from `NoInput` as a screen module.
struct GeneratedFeature<N: BenchNumber, Input>: Feature {
    @Resolved var service: GeneratedService<N>
    @Resolved var a: any BenchServiceA
    @Resolved var c: any BenchServiceC
    /// Counts the live instances of generated features.
    private let token = FeatureToken()

    func build(from _: Input) throws -> Screen {
        GeneratedScreen(service: service, a: a, c: c)
    }
}

/// A generated feature's route handler, one per feature as in a real module.
private struct GeneratedHandler<N: BenchNumber>: RouteHandler {
    var bindings: [RouteBinding] {
        [RouteBinding(GeneratedRoute<N>.self, to: GeneratedFeature<N, GeneratedRoute<N>>.self)]
    }
}

/// A generated feature's screen, holding its dependencies.
final class GeneratedScreen: Screen {
    let dependencies: [AnyObject]

    init(service: AnyObject, a: any BenchServiceA, c: any BenchServiceC) {
        dependencies = [service, a, c]
        super.init(name: "Generated")
    }
}

/// The generated app's home screen.
struct GeneratedHomeRoute: Route {
    static let identifier = "generated-home"
}

private struct GeneratedHomeFeature: Feature {
    func build(from _: GeneratedHomeRoute) throws -> Screen { Screen(name: "GeneratedHome") }
}

struct GeneratedHomeHandler: RouteHandler {
    var bindings: [RouteBinding] { [RouteBinding(GeneratedHomeRoute.self, to: GeneratedHomeFeature.self)] }
}

/// Counts the generated features alive: the memory check's proof that none is kept.
final class FeatureToken: Sendable {
    /// How many tokens, and so feature instances, are alive.
    static var alive: Int { count.withLock { $0 } }
    private static let count = Locked(0)

    init() {
        Self.count.withLock { $0 += 1 }
    }

    deinit {
        Self.count.withLock { $0 -= 1 }
    }
}
