// A gate that opens once: how one thread waits for another's work without holding a lock.
import Foundation

/// A one-shot gate: `wait()` blocks until `open()` has been called, and returns at once after.
///
/// For work one thread does and others wait for, such as a first creation the container's other
/// resolutions of the same type wait for: the waiters hold no lock while they wait, so the
/// container can look at who waits for whom (and refuse a wait that would never end) before any
/// of them blocks.
///
/// ```swift
/// let done = Latch()
/// Thread { work(); done.open() }.start()
/// done.wait()
/// ```
public final class Latch: @unchecked Sendable {
    // Why `@unchecked Sendable` is sound: `isOpen` is read and written only between
    // `condition.lock()` and `condition.unlock()`, so no two threads reach it at once, and
    // `NSCondition` is a pthread mutex and condition variable, which ThreadSanitizer intercepts.
    private let condition = NSCondition()
    private var isOpen = false

    /// A closed gate.
    public init() {}

    /// Opens the gate: every waiter returns, and every later `wait()` returns at once.
    public func open() {
        condition.lock()
        defer { condition.unlock() }
        isOpen = true
        condition.broadcast()
    }

    /// Blocks the calling thread until the gate is open.
    public func wait() {
        condition.lock()
        defer { condition.unlock() }
        // A loop: a condition variable may wake a waiter spuriously.
        while !isOpen { condition.wait() }
    }
}
