import Foundation
import Locking

/// Runs a body on more threads than the machine has cores, released together.
///
/// `DispatchQueue.concurrentPerform` runs about as many threads as there are cores (two on
/// CI) and starts them one after another, so its "concurrent" calls rarely overlap. Here each
/// body runs on its own `Thread`; every thread waits at a barrier until all have started,
/// then they all go at once, which is what makes a first-creation race actually race.
enum ThreadRace {
    /// Runs `body(index)` on `threads` threads released together, and returns when all ended or
    /// `seconds` have passed, whichever is first.
    ///
    /// - Returns: Whether every thread ended: `false` means one is blocked still, as in a deadlock.
    @discardableResult
    static func run(threads: Int = 16, within seconds: Double = 600, _ body: @escaping @Sendable (Int) -> Void) -> Bool
    {
        let arrived = Locked(0)
        let finished = Locked(0)
        for index in 0..<threads {
            let thread = Thread {
                arrived.withLock { $0 += 1 }
                while arrived.withLock({ $0 }) < threads { sched_yield() }
                body(index)
                finished.withLock { $0 += 1 }
            }
            thread.start()
        }
        let deadline = Date(timeIntervalSinceNow: seconds)
        while finished.withLock({ $0 }) < threads {
            guard Date() < deadline else { return false }
            usleep(1_000)
        }
        return true
    }
}
