import Foundation
import HeadlessUI
import Router
import RouterInterface

/// The runtime benchmarks of `horizon bench`: each Horizon operation beside a hand-wired
/// baseline doing the same work without the router, measured in the same run.
@MainActor
struct RuntimeBenchmarks {
    /// One benchmark row.
    struct Row: Encodable, Sendable {
        var name: String
        var horizon: Benchmark.Measure
        var baselineName: String
        var baseline: Benchmark.Measure
        var ratio: Double { horizon.median / Swift.max(baseline.median, 0.001) }

        enum CodingKeys: String, CodingKey { case name, horizon, baselineName, baseline, ratio }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(horizon, forKey: .horizon)
            try container.encode(baselineName, forKey: .baselineName)
            try container.encode(baseline, forKey: .baseline)
            try container.encode(ratio, forKey: .ratio)
        }
    }

    let bench: Benchmark
    let generatedFeatures: Int
    /// Runs only the rows whose name contains this word.
    let only: String?

    private func wanted(_ name: String) -> Bool {
        only.map { name.localizedCaseInsensitiveContains($0) } ?? true
    }

    func run() throws -> [Row] {
        var rows: [Row] = []
        func row(_ name: String, _ horizon: () throws -> Void, baseline baselineName: String, _ baseline: () throws -> Void) throws {
            guard wanted(name) else { return }
            rows.append(Row(name: name, horizon: try bench.measure(horizon), baselineName: baselineName, baseline: try bench.measure(baseline)))
        }
        let container = DependencyContainer()
        try container.register((any BenchServiceA).self, scope: .weakShared) { ServiceA() }
        try container.register((any BenchServiceB).self, scope: .transient) { ServiceB() }
        try container.register((any BenchServiceC).self, scope: .singleton) { ServiceC() }
        let heldA = try container.resolve((any BenchServiceA).self)
        let direct = "direct init of the object"
        let handWired = "init with three directly created objects"

        try row("resolve a weak-shared dependency (alive)", { blackHole(try container.resolve((any BenchServiceA).self)) },
                baseline: direct) { blackHole(ServiceA() as any BenchServiceA) }
        try row("resolve a singleton dependency", { blackHole(try container.resolve((any BenchServiceC).self)) },
                baseline: direct) { blackHole(ServiceC() as any BenchServiceC) }
        try row("resolve a transient dependency", { blackHole(try container.resolve((any BenchServiceB).self)) },
                baseline: direct) { blackHole(ServiceB() as any BenchServiceB) }

        let router = Router(container: container)
        try router.register(BenchRouteHandler())
        try row("create a feature with three @Dependency", { blackHole(try router.instantiate(ThreeDependencyFeature.self)) },
                baseline: handWired) { blackHole(HandWiredFeature(a: ServiceA(), b: ServiceB(), c: ServiceC())) }
        try row("  the same, injected by a Mirror walk (RouterService)", {
            let feature = MirrorInjectedFeature()
            for child in Mirror(reflecting: feature).children {
                try (child.value as? any MirrorResolvable)?.resolve(from: container)
            }
            blackHole(feature)
        }, baseline: handWired) { blackHole(HandWiredFeature(a: ServiceA(), b: ServiceB(), c: ServiceC())) }

        let home = Screen(name: "Home")
        let stack = NavigationStack([home])
        try router.window.setRoot(stack)
        func pushPopByHand(on stack: NavigationStack) throws {
            try stack.push(try HandWiredFeature(a: heldA, b: ServiceB(), c: ServiceC()).buildScreen())
            try stack.pop()
        }
        let handPushPop = { () throws in try pushPopByHand(on: stack) }
        try row("push end to end, then pop", {
            try router.open(BenchRoute(), from: home, presentation: .push)
            try stack.pop()
        }, baseline: "build the screen by hand, push, pop", handPushPop)
        let module = RoutableScreen(declaring: Screen.self)
        try router.registerScreen(module, feature: ThreeDependencyFeature.self)
        try row("perform a screen module by protocol (push), then remove", {
            let handle = router.perform(module) { $0.source = home }
            guard handle.state == .routed else { throw RouterError.unregisteredProtocol(module.name, kind: "screen") }
            handle.remove(completion: nil)
        }, baseline: "build the screen by hand, push, pop", handPushPop)

        try router.declareLinks(.stack("LinkStack", [
            .endpoint(BenchRoute.self, "home", children: [.endpoint(BenchItemRoute.self, "items/:id", validating: ["id": "[0-9]+"])]),
        ]), origins: LinkOrigins(schemes: ["bench"], hosts: []))
        try router.open(link: "home")
        guard let linkStack = router.window.root as? NavigationStack else { throw RouterError.noWindow }
        try row("open a link (parse, match, diff, push), then a link back (pop)", {
            try router.open(link: "bench://items/7")
            try router.open(link: "bench://home")
        }, baseline: "build the screen by hand, push, pop") { try pushPopByHand(on: linkStack) }

        if wanted("validate") {
            let (generated, handWiredAll) = try generatedRouter(features: generatedFeatures)
            try row("validate() with \(generatedFeatures) features", { try generated.validate() },
                    baseline: "hand-wire the \(generatedFeatures) features' dependencies") { blackHole(handWiredAll()) }
        }
        blackHole(heldA)
        return rows
    }

    /// A router with `count` generated features, each with three generated dependencies.
    private func generatedRouter(features count: Int) throws -> (Router, () -> [AnyObject]) {
        let router = Router()
        var bindings: [RouteBinding] = []
        var makers: [() -> AnyObject] = []
        func add<T: TagProtocol>(_ tag: T.Type, remaining: Int) throws {
            guard remaining > 0 else { return }
            try router.container.register(GeneratedService<T>.self, scope: .weakShared) { GeneratedService<T>() }
            bindings.append(RouteBinding(GeneratedRoute<T>.self, to: GeneratedFeature<T>.self))
            makers.append { GeneratedService<T>() }
            try add(Tag<T>.self, remaining: remaining - 1)
        }
        try add(RootTag.self, remaining: count + 2)
        bindings.removeLast(2)
        try router.register(GeneratedHandler(bindings: bindings))
        let handWired = { () -> [AnyObject] in
            var objects: [AnyObject] = []
            objects.reserveCapacity(makers.count * 3)
            for index in 0..<(makers.count - 2) {
                objects.append(makers[index]())
                objects.append(makers[index + 1]())
                objects.append(makers[index + 2]())
            }
            return objects
        }
        return (router, handWired)
    }
}

private struct GeneratedHandler: RouteHandler {
    let bindings: [RouteBinding]
}

extension HandWiredFeature {
    @MainActor
    func buildScreen() throws -> Screen {
        let screen = Screen(name: "Bench")
        screen.summary = String(a.value + b.value + c.value)
        return screen
    }
}
