import Foundation
import Injection
import InjectionInterface
import Locking
import Testing

/// Cycles a factory closes by resolving at run time (through the `any DependencyResolving` it
/// declares, from its own thread or another it waits for, or through a container it captured where
/// a scope keeps the instance), which no parameter list shows: each ends in `dependencyCycle`, and
/// the container goes on serving what is sound.
///
/// A factory that hands its resolver on does so to a `Thread` here, not a `Task`: the resolver
/// carries the path whatever runs it, and a task needs a thread of the shared pool, which a
/// synchronous test elsewhere in the run may hold for minutes on a machine of two cores (a task
/// that never starts would read as a hang).
@Suite("Cycles closed through the resolver")
struct ResolverCycleTests {
    /// Two services that need each other; classes, so every scope can hold them.
    final class A: Sendable {}
    final class B: Sendable {}
    final class Sound: Sendable {}

    static let scopes: [DependencyScope] = [.transient, .weakShared, .singleton, .named("session")]

    @Test(
        "A's factory resolves B through the resolver, B's needs A: a dependencyCycle in every scope", arguments: scopes)
    func throughTheResolver(scope: DependencyScope) async throws {
        let container = DependencyContainer()
        try container.register(A.self, scope: scope) { (resolver: any DependencyResolving) in
            _ = try resolver.resolve(B.self)
            return A()
        }
        try container.register(B.self, scope: scope) { (_: A) in B() }
        try container.register(Sound.self, scope: scope) { Sound() }
        try container.validate()  // the resolver's edge is declared nowhere: resolution finds it
        for _ in 0..<2 {
            #expect(await outcome(within: 10) { try container.resolve(A.self) } == .cycle(["A", "B", "A"]))
            #expect(await outcome(within: 10) { try container.resolve(B.self) } == .cycle(["B", "A", "B"]))
        }
        #expect(await outcome(within: 10) { try container.resolve(Sound.self) } == .resolved, "what is sound is served")
    }

    @Test("a factory that resolves its own type: a dependencyCycle in every scope", arguments: scopes)
    func itsOwnType(scope: DependencyScope) async throws {
        let container = DependencyContainer()
        try container.register(A.self, scope: scope) { (resolver: any DependencyResolving) in
            try resolver.resolve(A.self)
        }
        #expect(await outcome(within: 10) { try container.resolve(A.self) } == .cycle(["A", "A"]))
    }

    @Test(
        "a factory that resolves through a container it captured, where a scope keeps the instance: the thread making it is waiting for it",
        arguments: [DependencyScope.weakShared, .singleton, .named("session")])
    func capturedContainer(scope: DependencyScope) async throws {
        let container = DependencyContainer()
        try container.register(A.self, scope: scope) { [weak container] () throws -> A in
            _ = try container?.resolve(B.self)
            return A()
        }
        try container.register(B.self, scope: scope) { (_: A) in B() }
        #expect(await outcome(within: 10) { try container.resolve(A.self) } == .cycle(["A", "B", "A"]))
    }

    @Test("a factory that waits for a thread it started, which resolves the loop: the thread continues the path")
    func onAnotherThread() async throws {
        let container = DependencyContainer()
        try container.register(A.self, scope: .singleton) { (resolver: any DependencyResolving) in
            let result = Locked<Result<B, InjectionError>?>(nil)
            let done = Latch()
            Thread {
                let resolved = Result { () throws(InjectionError) in try resolver.resolve(B.self) }
                result.withLock { $0 = resolved }
                done.open()
            }.start()
            done.wait()
            _ = try result.withLock { $0 }?.get()
            return A()
        }
        try container.register(B.self, scope: .singleton) { (_: A) in B() }
        #expect(await outcome(within: 10) { try container.resolve(A.self) } == .cycle(["A", "B", "A"]))
    }

    @Test("a factory may keep its resolver to resolve lazily, once it has returned: the way to break a cycle")
    func lazyAfterward() async throws {
        final class Lazy: Sendable {
            let resolver: any DependencyResolving
            init(_ resolver: any DependencyResolving) { self.resolver = resolver }
            func partner() throws -> B { try resolver.resolve(B.self) }
        }
        let container = DependencyContainer()
        try container.register(Lazy.self, scope: .transient) { (resolver: any DependencyResolving) in Lazy(resolver) }
        try container.register(B.self, scope: .transient) { (_: Lazy) in B() }
        let lazy = try container.resolve(Lazy.self)
        #expect(await outcome(within: 10) { try lazy.partner() } == .resolved)
    }

    @Test("two threads a factory starts resolve one singleton at once: one makes it, the other waits, no cycle")
    func siblingsShareACreation() async throws {
        let container = DependencyContainer()
        let made = Locked(0)
        try container.register(Sound.self, scope: .singleton) { () -> Sound in
            made.withLock { $0 += 1 }
            Thread.sleep(forTimeInterval: 0.05)  // long enough for the other thread to wait for it
            return Sound()
        }
        try container.register(A.self, scope: .singleton) { (resolver: any DependencyResolving) in
            let got = Locked<[ObjectIdentifier]>([])
            let done = (Latch(), Latch())
            for latch in [done.0, done.1] {
                Thread {
                    if let sound = try? resolver.resolve(Sound.self) {
                        got.withLock { $0.append(ObjectIdentifier(sound)) }
                    }
                    latch.open()
                }.start()
            }
            done.0.wait()
            done.1.wait()
            guard got.withLock({ Set($0).count == 1 && $0.count == 2 }) else {
                throw InjectionError.dependencyFailed(type: "A", reason: "the threads got \(got.withLock { $0 })")
            }
            return A()
        }
        #expect(await outcome(within: 10) { try container.resolve(A.self) } == .resolved)
        #expect(made.withLock { $0 } == 1)
    }
}

/// How a resolution ended, with a deadline: a hang is an outcome, not a test that never ends.
enum Outcome: Hashable, Sendable {
    case resolved
    case cycle([String])
    case failed(String)
    case hung

    /// Runs `body` now and says how it ended.
    init<T>(_ body: () throws -> T) {
        do {
            _ = try body()
            self = .resolved
        } catch InjectionError.dependencyCycle(let path) {
            self = .cycle(path)
        } catch {
            self = .failed("\(error)")
        }
    }
}

/// Runs `body` on a thread of its own and says how it ended, or `.hung` when it has not after
/// `seconds` (the thread is left blocked: the test fails rather than waits for ever).
///
/// The caller awaits without blocking a thread of the concurrency pool, which other tests share.
func outcome<T>(within seconds: Double, _ body: @escaping @Sendable () throws -> T) async -> Outcome {
    await withCheckedContinuation { continuation in
        let resumed = Locked(false)
        let finish = { @Sendable (outcome: Outcome) in
            let isFirst = resumed.withLock { resumed in
                defer { resumed = true }
                return !resumed
            }
            if isFirst { continuation.resume(returning: outcome) }
        }
        Thread { finish(Outcome(body)) }.start()
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { finish(.hung) }
    }
}
