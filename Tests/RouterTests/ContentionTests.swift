import Foundation
import Injection
import InjectionInterface
import RouterInterface
import Synchronization
import Testing

@testable import Router

/// Races with more threads than cores, released together by a barrier (`ThreadRace`): the
/// cases the container and the registry must get right when calls truly overlap.
@Suite("Contention")
struct ContentionTests {
    /// A class whose factory counts how often it ran.
    final class Made: Sendable {
        let serial: Int
        init(_ counter: borrowing Atomic<Int>) { serial = counter.add(1, ordering: .relaxed).newValue }
    }

    /// The factory's counter, shared with the container's closure.
    final class Factory: Sendable {
        let runs = Atomic(0)
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
            // Atomics, not a `Mutex`: ThreadSanitizer sees them (see `Support/Locking/Mutex+Sanitizer.swift`).
            let first = Atomic(0)
            let others = Atomic(0)
            let failures = Atomic(0)
            ThreadRace.run { _ in
                do {
                    let serial = try container.resolve(Made.self).serial
                    let (exchanged, original) = first.compareExchange(expected: 0, desired: serial, ordering: .relaxed)
                    if !exchanged, original != serial { others.add(1, ordering: .relaxed) }
                } catch {
                    failures.add(1, ordering: .relaxed)
                }
            }
            #expect(factory.runs.load(ordering: .relaxed) == 1, "the factory ran once")
            #expect(
                others.load(ordering: .relaxed) == 0 && failures.load(ordering: .relaxed) == 0,
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
        let failures = Atomic(0)
        let ends = Atomic(0)
        ThreadRace.run { index in
            for iteration in 0..<500 {
                if index == 0, iteration % 10 == 0 {
                    container.endScope("session")
                    ends.add(1, ordering: .relaxed)
                }
                do {
                    let first = try container.resolve(Made.self)
                    let second = try container.resolve(Made.self)
                    // Between the two, the scope may have ended once: a newer instance, never an older one.
                    if second.serial < first.serial { failures.add(1, ordering: .relaxed) }
                } catch {
                    failures.add(1, ordering: .relaxed)
                }
            }
        }
        #expect(failures.load(ordering: .relaxed) == 0)
        #expect(
            factory.runs.load(ordering: .relaxed) <= ends.load(ordering: .relaxed) + 1, "at most one instance per scope"
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
        let failures = Atomic(0)
        do {
            let anchor = try container.resolve(Made.self)
            ThreadRace.run { _ in
                for _ in 0..<500 {
                    // While `anchor` lives, everyone shares it.
                    if (try? container.resolve(Made.self)) !== anchor { failures.add(1, ordering: .relaxed) }
                }
            }
            withExtendedLifetime(anchor) {}
        }
        #expect(failures.load(ordering: .relaxed) == 0 && factory.runs.load(ordering: .relaxed) == 1)
        // Now nobody holds it: every resolution races to make a new one and drop it at once.
        let dropped = Atomic(0)
        ThreadRace.run { _ in
            for _ in 0..<500 {
                if (try? container.resolve(Made.self)) == nil { dropped.add(1, ordering: .relaxed) }
            }
        }
        #expect(dropped.load(ordering: .relaxed) == 0)
        #expect(container.liveWeakSharedTypes.isEmpty, "nothing outlived its holders")
    }

    @Test("a dependency loop entered from both ends at once is a dependencyCycle on every thread, never a deadlock")
    func loopFromBothEnds() throws {
        let container = DependencyContainer()
        try container.register(Int.self, scope: .singleton) { (text: String) in text.count }
        try container.register(String.self, scope: .singleton) { (number: Int) in "\(number)" }
        let cycles = Atomic(0)
        ThreadRace.run { index in
            for _ in 0..<100 {
                do throws(InjectionError) {
                    if index % 2 == 0 {
                        _ = try container.resolve(Int.self)
                    } else {
                        _ = try container.resolve(String.self)
                    }
                } catch {
                    if case .dependencyCycle = error { cycles.add(1, ordering: .relaxed) }
                }
            }
        }
        #expect(cycles.load(ordering: .relaxed) == 1_600)
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
        let wrong = Atomic(0)
        let decoded = Atomic(0)
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
                    if type(of: route).identifier != "racing-\(number)" { wrong.add(1, ordering: .relaxed) }
                    decoded.add(1, ordering: .relaxed)
                } catch .unregisteredRoute(let identifier)
                    where identifier == RouteIdentifier("racing-\(number)") && number != 0
                {
                    continue
                } catch {
                    wrong.add(1, ordering: .relaxed)
                }
            }
        }
        #expect(
            wrong.load(ordering: .relaxed) == 0,
            "a route decoded as another, or failed with another error than unregisteredRoute")
        #expect(decoded.load(ordering: .relaxed) > 0)
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
