import InjectionInterface
import Locking
import Router
import RouterInterface

// The objects the benchmark wires, by container and by hand.

protocol BenchServiceA: AnyObject, Sendable { var value: Int { get } }
protocol BenchServiceB: AnyObject, Sendable { var value: Int { get } }
protocol BenchServiceC: AnyObject, Sendable { var value: Int { get } }
final class ServiceA: BenchServiceA { let value = 1 }
final class ServiceB: BenchServiceB { let value = 2 }
final class ServiceC: BenchServiceC { let value = 3 }

/// A hand-wired composition root's factories. Not inlined, so the objects they make escape to
/// the heap as in an app (inlined into a benchmark loop, the optimizer would put them on the stack).
enum HandWired {
    @inline(never) static func serviceA() -> ServiceA { ServiceA() }
    @inline(never) static func serviceB() -> ServiceB { ServiceB() }
    @inline(never) static func serviceC() -> ServiceC { ServiceC() }

    /// The feature, its three dependencies made new.
    static func feature() -> HandWiredFeature {
        HandWiredFeature(a: serviceA(), b: serviceB(), c: serviceC())
    }
}

/// The same feature wired by hand: its dependencies passed to `init`.
struct HandWiredFeature {
    let a: any BenchServiceA
    let b: any BenchServiceB
    let c: any BenchServiceC
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

/// What a composition root without a container writes for a weak-shared service: a
/// lock-guarded weak reference to the concrete class, made again once every user let go.
final class HandWiredWeakCache<Service: AnyObject & Sendable>: Sendable {
    private struct Slot {
        weak var service: Service?
    }

    private let slot = Locked(Slot())
    private let make: @Sendable () -> Service

    init(make: @escaping @Sendable () -> Service) {
        self.make = make
    }

    func get() -> Service {
        slot.withLock { slot in
            if let service = slot.service { return service }
            let service = make()
            slot.service = service
            return service
        }
    }
}

/// What a composition root without a container writes for a singleton made on first use:
/// a lock-guarded lazy property.
final class HandWiredLazy<Service: AnyObject & Sendable>: Sendable {
    private let slot = Locked<Service?>(nil)
    private let make: @Sendable () -> Service

    init(make: @escaping @Sendable () -> Service) {
        self.make = make
    }

    func get() -> Service {
        slot.withLock { slot in
            if let service = slot { return service }
            let service = make()
            slot = service
            return service
        }
    }
}
