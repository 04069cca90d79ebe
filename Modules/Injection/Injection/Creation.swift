import Locking

/// A first creation in progress for a scope that keeps its instance: who makes it, and the gate
/// that opens when it is kept or has failed.
///
/// Other resolutions of the same type wait at the gate, holding no lock, then look again.
final class Creation: Sendable {
    /// The resolution whose factory call makes the instance.
    let maker: Resolution
    /// The thread the factory runs on. A sync factory holds its thread until it returns, so the
    /// thread object lives, and its identity is no other's, while the creation is in progress.
    let thread: ObjectIdentifier
    /// Opens when the creation has ended, kept or failed.
    private let done = Latch()

    /// A creation `maker` is starting on `thread`.
    init(by maker: Resolution, on thread: ObjectIdentifier) {
        self.maker = maker
        self.thread = thread
    }

    /// Blocks until the creation has ended.
    func wait() {
        done.wait()
    }

    /// Ends the creation: every resolution waiting for it goes on.
    func end() {
        done.open()
    }
}
