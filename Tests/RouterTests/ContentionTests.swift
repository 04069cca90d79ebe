import Foundation
import Injection
import InjectionInterface
import Locking
import RouterInterface
import Testing

@testable import Router

/// Races with more threads than cores, released together by a barrier (`ThreadRace`): the
/// cases the container and the registry must get right when calls truly overlap.
@Suite("Contention")
struct ContentionTests {
    /// A class whose factory counts how often it ran.
    final class Made: Sendable {
        let serial: Int
        init(_ counter: Locked<Int>) {
            serial = counter.withLock {
                $0 += 1
                return $0
            }
        }
    }

    /// The factory's counter, shared with the container's closure.
    final class Factory: Sendable {
        let runs = Locked(0)
        func make() -> Made { Made(runs) }
    }

    @Test(
        "first creation: 16 threads resolve a singleton nobody resolved yet; the factory runs once and all get it",
        arguments: [DependencyScope.singleton, .named("session")])
    func firstCreation(scope: DependencyScope) throws {
        for _ in 0..<20 {
            let container = DependencyContainer()
            let factory = Factory()
            try container.register(Made.self, scope: scope) { factory.make() }
            let first = Locked(0)
            let others = Locked(0)
            let failures = Locked(0)
            ThreadRace.run { _ in
                do {
                    let serial = try container.resolve(Made.self).serial
                    let kept = first.withLock { first in
                        if first == 0 { first = serial }
                        return first
                    }
                    if kept != serial { others.withLock { $0 += 1 } }
                } catch {
                    failures.withLock { $0 += 1 }
                }
            }
            #expect(factory.runs.withLock { $0 } == 1, "the factory ran once")
            #expect(
                others.withLock { $0 } == 0 && failures.withLock { $0 } == 0,
                "everyone got the same instance")
        }
    }

    @Test(
        "a named scope ended while 16 threads resolve: each gets the instance of the scope it saw, at most one per scope, and the scope restarts"
    )
    func endScopeWhileResolving() throws {
        let container = DependencyContainer()
        let factory = Factory()
        try container.register(Made.self, scope: .named("session")) { factory.make() }
        let failures = Locked(0)
        let ends = Locked(0)
        ThreadRace.run { index in
            for iteration in 0..<500 {
                if index == 0, iteration % 10 == 0 {
                    container.endScope("session")
                    ends.withLock { $0 += 1 }
                }
                do {
                    let first = try container.resolve(Made.self)
                    let second = try container.resolve(Made.self)
                    // Between the two, the scope may have ended once: a newer instance, never an older one.
                    if second.serial < first.serial { failures.withLock { $0 += 1 } }
                } catch {
                    failures.withLock { $0 += 1 }
                }
            }
        }
        #expect(failures.withLock { $0 } == 0)
        #expect(
            factory.runs.withLock { $0 } <= ends.withLock { $0 } + 1, "at most one instance per scope"
        )
        let now = try container.resolve(Made.self)
        #expect(try container.resolve(Made.self) === now, "after the race, one instance per scope again")
    }

    @Test(
        "weak-shared churn: 16 threads take and drop the instance; whoever holds it shares it, and it dies with its last holder"
    )
    func weakSharedChurn() throws {
        let container = DependencyContainer()
        let factory = Factory()
        try container.register(Made.self, scope: .weakShared) { factory.make() }
        let failures = Locked(0)
        do {
            let anchor = try container.resolve(Made.self)
            ThreadRace.run { _ in
                for _ in 0..<500 {
                    // While `anchor` lives, everyone shares it.
                    if (try? container.resolve(Made.self)) !== anchor { failures.withLock { $0 += 1 } }
                }
            }
            withExtendedLifetime(anchor) {}
        }
        #expect(failures.withLock { $0 } == 0 && factory.runs.withLock { $0 } == 1)
        // Now nobody holds it: every resolution races to make a new one and drop it at once.
        let dropped = Locked(0)
        ThreadRace.run { _ in
            for _ in 0..<500 {
                if (try? container.resolve(Made.self)) == nil { dropped.withLock { $0 += 1 } }
            }
        }
        #expect(dropped.withLock { $0 } == 0)
        #expect(container.liveWeakSharedTypes.isEmpty, "nothing outlived its holders")
    }

    @Test("a dependency loop entered from both ends at once is a dependencyCycle on every thread, never a deadlock")
    func loopFromBothEnds() throws {
        let container = DependencyContainer()
        try container.register(Int.self, scope: .singleton) { (text: String) in text.count }
        try container.register(String.self, scope: .singleton) { (number: Int) in "\(number)" }
        let cycles = Locked(0)
        ThreadRace.run { index in
            for _ in 0..<100 {
                do throws(InjectionError) {
                    if index % 2 == 0 {
                        _ = try container.resolve(Int.self)
                    } else {
                        _ = try container.resolve(String.self)
                    }
                } catch {
                    if case .dependencyCycle = error { cycles.withLock { $0 += 1 } }
                }
            }
        }
        #expect(cycles.withLock { $0 } == 1_600)
    }

    /// Two singletons whose factories resolve each other through the resolver: a loop no
    /// parameter list declares.
    final class Left: Sendable {}
    final class Right: Sendable {}

    @Test(
        "a loop closed through the resolver, entered from both ends on 16 threads: a dependencyCycle each time, never a deadlock"
    )
    func resolverLoopFromBothEnds() throws {
        let container = DependencyContainer()
        try container.register(Left.self, scope: .singleton) { (resolver: any DependencyResolving) in
            _ = try resolver.resolve(Right.self)
            return Left()
        }
        try container.register(Right.self, scope: .singleton) { (resolver: any DependencyResolving) in
            _ = try resolver.resolve(Left.self)
            return Right()
        }
        let cycles = Locked(0)
        let others = Locked<[String]>([])
        let ended = ThreadRace.run(within: 60) { index in
            for _ in 0..<50 {
                do throws(InjectionError) {
                    _ =
                        index % 2 == 0
                        ? try container.resolve(Left.self) as AnyObject : try container.resolve(Right.self)
                    others.withLock { $0.append("resolved") }
                } catch .dependencyCycle {
                    cycles.withLock { $0 += 1 }
                } catch {
                    others.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(ended, "every thread ended: none waits for ever")
        #expect(cycles.withLock { $0 } == 800 && others.withLock { $0 }.isEmpty, "\(others.withLock { Set($0) })")
    }

    /// Route types that exist only to be registered while others decode.
    struct Racing<N: Numbered>: Route {
        static var identifier: String { "racing-\(N.number)" }
        var value: Int
    }

    @Test(
        "AnyRoute strings decode on 16 threads while routes register: a route decodes once registered, is unregistered before, nothing else"
    )
    func decodeWhileRegistering() throws {
        let registry = RouteRegistry()
        try registry.add(Racing<Zero>.self)
        let wrong = Locked(0)
        let decoded = Locked(0)
        ThreadRace.run { index in
            if index < 4 {
                // Four threads register 16 route types each, numbers 1...64.
                for number in stride(from: index + 1, through: 64, by: 4) {
                    try? registerRacing(number: number, in: registry)
                }
                return
            }
            for iteration in 0..<400 {
                let number = iteration % 65
                do throws(RouterError) {
                    let route = try registry.decodeRoute(from: "racing-\(number)|{\"value\":\(iteration)}")
                    if type(of: route).identifier != "racing-\(number)" { wrong.withLock { $0 += 1 } }
                    decoded.withLock { $0 += 1 }
                } catch .unregisteredRoute(let identifier)
                    where identifier == RouteIdentifier("racing-\(number)") && number != 0
                {
                    continue
                } catch {
                    wrong.withLock { $0 += 1 }
                }
            }
        }
        #expect(
            wrong.withLock { $0 } == 0,
            "a route decoded as another, or failed with another error than unregisteredRoute")
        #expect(decoded.withLock { $0 } > 0)
        #expect(registry.identifiers.count == 65, "every registration landed")
    }
}

private func registerRacing(number: Int, in registry: RouteRegistry) throws {
    func register<N: Numbered>(_: N.Type, remaining: Int) throws {
        guard remaining == 0 else { return try register(Successor<N>.self, remaining: remaining - 1) }
        try registry.add(ContentionTests.Racing<N>.self)
    }
    try register(Zero.self, remaining: number)
}
