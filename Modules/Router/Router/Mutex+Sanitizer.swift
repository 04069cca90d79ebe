#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// What ThreadSanitizer needs to know about `Mutex`.
///
/// On Linux, a contended `Mutex` waits in the Synchronization library's slow path (a futex),
/// which is prebuilt without TSan's instrumentation: TSan never sees that lock hand over, and
/// reports the data the mutex protects as raced. These hooks tell it, `__tsan_acquire` after
/// locking and `__tsan_release` before unlocking. Without TSan the symbols do not exist, the
/// hooks are `nil` and cost a branch.
enum SanitizerHooks {
    typealias Hook = @convention(c) (UnsafeMutableRawPointer?) -> Void

    static let acquire = lookup("__tsan_acquire")
    static let release = lookup("__tsan_release")

    private static func lookup(_ name: String) -> Hook? {
        #if canImport(Glibc)
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { return nil }
        return unsafeBitCast(symbol, to: Hook.self)
        #else
        return nil
        #endif
    }
}

extension Mutex where Value: ~Copyable {
    /// `withLock`, with the lock's hand-over told to ThreadSanitizer (see `SanitizerHooks`).
    ///
    /// - Parameters:
    ///   - owner: The object that holds this mutex; its address stands for the mutex.
    ///   - body: Runs with the protected value, under the lock.
    /// - Returns: What `body` returns.
    // Always inlined: a caller generic over what `body` returns (a resolution's `T`) would
    // otherwise call it unspecialized, through generic closures (about 20 ns a resolution).
    @inline(__always)
    borrowing func withLock<Result: ~Copyable, E: Error>(
        heldBy owner: AnyObject, _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        let address = Unmanaged.passUnretained(owner).toOpaque()
        return try withLock { (value: inout sending Value) throws(E) -> sending Result in
            SanitizerHooks.acquire?(address)
            defer { SanitizerHooks.release?(address) }
            return try body(&value)
        }
    }
}
