// A value reached only under its lock: how every module of Modules/ shares mutable state.
public import Foundation

/// A value reached only under its own lock, on every deployment target Horizon supports.
///
/// Lock with it instead of `Synchronization`'s `Mutex` or `Atomic`, for two reasons:
///
/// - They need iOS 18 and macOS 15; `NSLock` is on every Apple platform and Linux.
/// - On Linux a contended `Mutex` waits in a futex inside the prebuilt, uninstrumented
///   Synchronization library, so ThreadSanitizer never sees the lock hand over and reports the
///   value it protects as raced, on correct code. `NSLock` is a pthread mutex there, whose
///   `pthread_mutex_lock` and `pthread_mutex_unlock` ThreadSanitizer intercepts.
///
/// ```swift
/// private let log = Locked<[String]>([])
/// log.withLock { $0.append(line) }
/// ```
///
/// Lock a value, never `Void`: ThreadSanitizer takes an access to a zero-sized value, which sits
/// at the end of its object, for one of the object after it, and reports a race that is not.
/// What a lock serializes can count how often it did (`Locked(0)`).
///
/// `check-architecture` rule 8 refuses `import Synchronization` under `Modules/`.
public final class Locked<Value>: @unchecked Sendable {
    // Why `@unchecked Sendable` is sound: `value` is read and written only inside `withLock`,
    // between `lock.lock()` and `lock.unlock()`, so no two threads reach it at once; the value
    // comes in `sending` and `withLock` hands it to `body` as `inout sending` and returns a
    // `sending` result, the contract of `Synchronization.Mutex.withLock`: region isolation keeps
    // a non-Sendable value reached through the lock from being shared with another isolation.
    @usableFromInline let lock = NSLock()
    @usableFromInline var value: Value

    /// A lock around `value`.
    ///
    /// - Parameter value: The value; nothing else may keep it.
    public init(_ value: sending Value) {
        self.value = value
    }

    /// Runs `body` with the value, under the lock.
    ///
    /// - Parameter body: Reads or changes the value. It must not lock this lock again.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    // Inlinable: a caller generic over what `body` returns (a resolution's `T`) would otherwise
    // call it unspecialized, through generic closures.
    @inlinable
    public func withLock<Result, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
