// Swift's `Mutex`, with its hand-over told to ThreadSanitizer, for every module that locks.
public import Synchronization
public import ThreadSanitizerAnnotations

extension Mutex where Value: ~Copyable {
    /// `withLock`, with the lock's hand-over told to ThreadSanitizer.
    ///
    /// On Linux, a contended `Mutex` waits in the Synchronization library's slow path (a futex),
    /// which is prebuilt without TSan's instrumentation: TSan never sees that lock hand over and
    /// reports the data the mutex protects as raced, so a test run under `--sanitize=thread` fails
    /// on correct code whenever two threads happen to meet at the lock. The
    /// `ThreadSanitizerAnnotations` shim says "acquired" after locking and "released" before
    /// unlocking; built without TSan, it does nothing. Lock every `Mutex` of `Modules/` this way:
    ///
    /// ```swift
    /// private let log = Mutex<[String]>([])
    /// log.withLock(heldBy: self) { $0.append(line) }
    /// ```
    ///
    /// - Parameters:
    ///   - owner: The object that holds this mutex; its identity stands for the mutex, so every
    ///     lock of one mutex must name the same owner.
    ///   - body: Runs with the protected value, under the lock.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    // Inlinable and always inlined: a caller generic over what `body` returns (a resolution's `T`)
    // would otherwise call it unspecialized, through generic closures (about 20 ns a resolution).
    @inlinable @inline(__always)
    public borrowing func withLock<Result: ~Copyable, E: Error>(
        heldBy owner: AnyObject, _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        let lock = UInt(bitPattern: ObjectIdentifier(owner))
        return try withLock { (value: inout sending Value) throws(E) -> sending Result in
            tsan_annotate_acquire(lock)
            defer { tsan_annotate_release(lock) }
            return try body(&value)
        }
    }
}
