import Locking

/// A service that counts its instances, to observe scopes.
protocol Counter: AnyObject, Sendable { var serial: Int { get } }

final class LiveCounter: Counter {
    /// An atomic: the counting is what the tests observe, from any thread.
    static let made = Locked(0)
    let serial: Int
    init() {
        serial = Self.made.withLock {
            $0 += 1
            return $0
        }
    }
}

// Two modules' worth of same-named types: the container must not confuse them.
enum ModuleA { protocol Client: AnyObject, Sendable { var module: String { get } } }
enum ModuleB { protocol Client: AnyObject, Sendable { var module: String { get } } }
final class ClientA: ModuleA.Client { let module = "A" }
final class ClientB: ModuleB.Client { let module = "B" }
