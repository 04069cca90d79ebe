import Locking

/// A first creation in progress for a scope that keeps its instance: who makes it, on which
/// thread, and the gate the resolutions waiting for it block at.
///
/// It lives in its entry, in the container's lock, and is read and changed only under that
/// lock. Most creations are never waited for, so the gate is made by the first resolution that
/// waits: an uncontended creation allocates nothing but its maker's `Resolution`.
struct Creation {
    /// The resolution whose factory call makes the instance; its identity is the creation's.
    let maker: Resolution
    /// The thread the factory runs on. A sync factory holds its thread until it returns, so the
    /// thread object lives, and its identity is no other's, while the creation is in progress.
    let thread: ObjectIdentifier
    /// Opens when the creation has ended, kept or failed; `nil` until a resolution waits.
    private var gate: Latch?

    /// A creation `maker` is starting on `thread`.
    init(by maker: Resolution, on thread: ObjectIdentifier) {
        self.maker = maker
        self.thread = thread
    }

    /// The gate a resolution waits at, made for the first one that waits.
    mutating func gateToWait() -> Latch {
        if let gate { return gate }
        let gate = Latch()
        self.gate = gate
        return gate
    }

    /// Ends the creation: every resolution waiting for it goes on.
    func end() {
        gate?.open()
    }
}
