import Foundation
import Synchronization

/// Runs a body on more threads than the machine has cores, released together.
///
/// `DispatchQueue.concurrentPerform` runs about as many threads as there are cores (two on
/// CI) and starts them one after another, so its "concurrent" calls rarely overlap. Here each
/// body runs on its own `Thread`; every thread waits at a barrier until all have started,
/// then they all go at once, which is what makes a first-creation race actually race.
enum ThreadRace {
    /// Runs `body(index)` on `threads` threads released together, and returns when all ended.
    static func run(threads: Int = 16, _ body: @escaping @Sendable (Int) -> Void) {
        let arrived = Atomic(0)
        let finished = Atomic(0)
        for index in 0..<threads {
            let thread = Thread {
                arrived.add(1, ordering: .acquiringAndReleasing)
                while arrived.load(ordering: .acquiring) < threads { sched_yield() }
                body(index)
                finished.add(1, ordering: .acquiringAndReleasing)
            }
            thread.start()
        }
        while finished.load(ordering: .acquiring) < threads { usleep(1_000) }
    }
}
