import HeadlessUI
import RouterInterface

// The objects the benchmark wires, by container and by hand.

protocol BenchServiceA: AnyObject, Sendable { var value: Int { get } }
protocol BenchServiceB: AnyObject, Sendable { var value: Int { get } }
protocol BenchServiceC: AnyObject, Sendable { var value: Int { get } }
final class ServiceA: BenchServiceA { let value = 1 }
final class ServiceB: BenchServiceB { let value = 2 }
final class ServiceC: BenchServiceC { let value = 3 }

/// A feature with three `@Dependency` properties, as features are written.
struct ThreeDependencyFeature: Feature {
    @Dependency var a: any BenchServiceA
    @Dependency var b: any BenchServiceB
    @Dependency var c: any BenchServiceC

    func build(from route: (any Route)?) throws -> Screen {
        let screen = Screen(name: "Bench")
        screen.summary = String(a.value + b.value + c.value)
        return screen
    }
}

/// The same feature wired by hand: its dependencies passed to `init`.
struct HandWiredFeature {
    let a: any BenchServiceA
    let b: any BenchServiceB
    let c: any BenchServiceC
}

struct BenchRoute: Route { static let identifier = "bench" }
struct BenchItemRoute: Route { static let identifier = "bench-item"; var id: Int }

struct BenchRouteHandler: RouteHandler {
    var bindings: [RouteBinding] {
        [RouteBinding(BenchRoute.self, to: ThreeDependencyFeature.self), RouteBinding(BenchItemRoute.self, to: ThreeDependencyFeature.self)]
    }
}

/// A type per nesting depth: `Tag<Tag<Root>>` and so on give the benchmark as many distinct
/// types as it needs at run time, for a container and a registry of any size.
protocol TagProtocol: SendableMetatype { static var depth: Int { get } }
enum RootTag: TagProtocol { static var depth: Int { 0 } }
enum Tag<Inner: TagProtocol>: TagProtocol { static var depth: Int { Inner.depth + 1 } }

/// A generated service: one distinct type per tag.
final class GeneratedService<T: TagProtocol>: Sendable {}

/// A generated feature depending on three generated services.
struct GeneratedFeature<T: TagProtocol>: Feature {
    @Dependency var first: GeneratedService<T>
    @Dependency var second: GeneratedService<Tag<T>>
    @Dependency var third: GeneratedService<Tag<Tag<T>>>

    func build(from route: (any Route)?) throws -> Screen { Screen(name: "Generated") }
}

struct GeneratedRoute<T: TagProtocol>: Route {
    static var identifier: String { "generated-\(T.depth)" }
}

/// RouterService's way, for comparison: dependencies found by walking the feature with `Mirror`.
final class MirrorDependency<Value: Sendable>: MirrorResolvable {
    var value: Value?
    func resolve(from resolver: any DependencyResolving) throws { value = try resolver.resolve(Value.self) }
}

protocol MirrorResolvable { func resolve(from resolver: any DependencyResolving) throws }

struct MirrorInjectedFeature {
    let a = MirrorDependency<any BenchServiceA>()
    let b = MirrorDependency<any BenchServiceB>()
    let c = MirrorDependency<any BenchServiceC>()
}
