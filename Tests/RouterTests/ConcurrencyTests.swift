import Dispatch
import Injection
import InjectionInterface
import Locking
import RouterInterface
import Testing

@testable import Router

@Suite("Thread safety")
struct ConcurrencyTests {
    @Test("many threads resolving, registering and ending scopes at once keep every scope's promise")
    func stress() throws {
        let container = DependencyContainer()
        try container.register((any Counter).self, scope: .singleton) { LiveCounter() }
        try container.register(LiveCounter.self, scope: .named("session")) { LiveCounter() }
        let singleton = try container.resolve((any Counter).self).serial
        let wrongSingleton = Locked(0)
        let errors = Locked(0)
        let registered = Locked(0)
        let duplicates = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 2_000) { index in
            do {
                if try container.resolve((any Counter).self).serial != singleton {
                    wrongSingleton.withLock { $0 += 1 }
                }
                _ = try container.resolve(LiveCounter.self)
                if index % 50 == 0 { container.endScope("session") }
            } catch {
                errors.withLock { $0 += 1 }
            }
            if index % 100 == 0 {
                do {
                    try container.register(Int.self, scope: .transient) { index }
                    registered.withLock { $0 += 1 }
                } catch {
                    if (error as? InjectionError) == .duplicateRegistration(type: "Int") {
                        duplicates.withLock { $0 += 1 }
                    }
                }
            }
        }
        #expect(wrongSingleton.withLock { $0 } == 0 && errors.withLock { $0 } == 0)
        #expect(
            registered.withLock { $0 } == 1 && duplicates.withLock { $0 } == 19,
            "exactly one concurrent registration wins")
    }

    @Test("many tasks resolving every scope, registering new types and ending scopes at once")
    func tasks() async throws {
        let container = DependencyContainer()
        try container.register((any Counter).self, scope: .singleton) { LiveCounter() }
        try container.register(LiveCounter.self, scope: .named("session")) { LiveCounter() }
        try container.register(SharedCounter.self, scope: .weakShared) { SharedCounter() }
        try container.register(Int.self, scope: .transient) { Int.random(in: 0..<100) }
        let singleton = try container.resolve((any Counter).self).serial
        let failures = try await withThrowingTaskGroup(of: [String].self) { group in
            for task in 0..<64 {
                group.addTask {
                    var failures: [String] = []
                    let held = try container.resolve(SharedCounter.self)
                    try registerDistinctType(number: task, in: container)
                    for iteration in 0..<500 {
                        if try container.resolve((any Counter).self).serial != singleton {
                            failures.append("a second singleton")
                        }
                        if try container.resolve(SharedCounter.self) !== held {
                            failures.append("a second weak-shared instance while one lived")
                        }
                        _ = try container.resolve(LiveCounter.self)
                        _ = try container.resolve(Int.self)
                        if iteration % 100 == task % 100 { container.endScope("session") }
                        if iteration % 50 == 0 { _ = container.problems(consumers: []) }
                    }
                    withExtendedLifetime(held) {}
                    return failures
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(failures.isEmpty, "\(Set(failures))")
        #expect(container.liveWeakSharedTypes.isEmpty, "the weak-shared instance died with its last holder")
        for number in 0..<64 { #expect(try resolveDistinctType(number: number, in: container) == number) }
    }
}

/// A weak-shared class for the stress test.
final class SharedCounter: Sendable {}

/// A distinct type per number, `Successor<Successor<Zero>>` for 2, so tasks can register
/// types nobody else registers.
protocol Numbered: Sendable { static var number: Int { get } }
enum Zero: Numbered { static var number: Int { 0 } }
enum Successor<Previous: Numbered>: Numbered { static var number: Int { Previous.number + 1 } }
struct NumberedValue<N: Numbered>: Sendable { let number = N.number }

private func registerDistinctType(number: Int, in container: DependencyContainer) throws {
    func register<N: Numbered>(_: N.Type, remaining: Int) throws {
        guard remaining == 0 else { return try register(Successor<N>.self, remaining: remaining - 1) }
        try container.register(NumberedValue<N>.self, scope: .singleton) { NumberedValue<N>() }
    }
    try register(Zero.self, remaining: number)
}

private func resolveDistinctType(number: Int, in container: DependencyContainer) throws -> Int {
    func resolve<N: Numbered>(_: N.Type, remaining: Int) throws -> Int {
        guard remaining == 0 else { return try resolve(Successor<N>.self, remaining: remaining - 1) }
        return try container.resolve(NumberedValue<N>.self).number
    }
    return try resolve(Zero.self, remaining: number)
}
