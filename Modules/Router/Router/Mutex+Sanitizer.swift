import Synchronization
import ThreadSanitizerAnnotations

extension Mutex where Value: ~Copyable {
    /// `withLock`, with the lock's hand-over told to ThreadSanitizer.
    ///
    /// On Linux, a contended `Mutex` waits in the Synchronization library's slow path (a futex),
    /// which is prebuilt without TSan's instrumentation: TSan never sees that lock hand over and
    /// reports the data the mutex protects as raced. The `ThreadSanitizerAnnotations` shim says
    /// "acquired" after locking and "released" before unlocking; built without TSan, it does nothing.
    ///
    /// - Parameters:
    ///   - owner: The object that holds this mutex; its identity stands for the mutex.
    ///   - body: Runs with the protected value, under the lock.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    // Always inlined: a caller generic over what `body` returns (a resolution's `T`) would
    // otherwise call it unspecialized, through generic closures (about 20 ns a resolution).
    @inline(__always)
    borrowing func withLock<Result: ~Copyable, E: Error>(
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
