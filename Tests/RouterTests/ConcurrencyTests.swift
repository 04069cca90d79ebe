import Dispatch
import RouterInterface
import Router
import Synchronization
import Testing

@Suite("Thread safety")
struct ConcurrencyTests {
    @Test("many threads resolving, registering and ending scopes at once keep every scope's promise")
    func stress() throws {
        let container = DependencyContainer()
        try container.register((any Counter).self, scope: .singleton) { LiveCounter() }
        try container.register(LiveCounter.self, scope: .named("session")) { LiveCounter() }
        let singleton = try container.resolve((any Counter).self).serial
        let outcome = Mutex((wrongSingleton: 0, errors: 0, registered: 0, duplicates: 0))
        DispatchQueue.concurrentPerform(iterations: 2_000) { index in
            do {
                if try container.resolve((any Counter).self).serial != singleton { outcome.withLock { $0.wrongSingleton += 1 } }
                _ = try container.resolve(LiveCounter.self)
                if index % 50 == 0 { container.endScope("session") }
            } catch {
                outcome.withLock { $0.errors += 1 }
            }
            if index % 100 == 0 {
                do {
                    try container.register(Int.self, scope: .transient) { index }
                    outcome.withLock { $0.registered += 1 }
                } catch {
                    outcome.withLock { $0.duplicates += (error as? RouterError) == .duplicateRegistration("Int") ? 1 : 0 }
                }
            }
        }
        let result = outcome.withLock { $0 }
        #expect(result.wrongSingleton == 0 && result.errors == 0)
        #expect(result.registered == 1 && result.duplicates == 19, "exactly one concurrent registration wins")
    }
}
