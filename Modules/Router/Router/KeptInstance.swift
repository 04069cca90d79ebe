/// A registration in the container's table, and the instance its scope keeps.
///
/// Not `Sendable`: it lives inside the container's `Mutex` and is read and written only under
/// that lock, so one lock (not one per registration) guards a resolution's lookup and its
/// kept instance, and a lookup retains nothing. The instance is stored as `T`'s bytes, and the
/// generic methods read it back with the caller's `T`. Their caller is `DependencyContainer`,
/// which files a `KeptInstance` made for `T` under `ObjectIdentifier(T.self)` only, so `T` is
/// always the type the bytes were written as.
final class KeptInstance {
    let registration: Registration
    /// Room for one `T`, allocated with the entry.
    private let storage: UnsafeMutableRawPointer
    /// Whether `storage` holds an instance the scope keeps (for weak-shared, one that may
    /// have been released since).
    private(set) var isKept = false
    /// The kept instance as an object: weak for weak-shared (it says whether the bytes in
    /// `storage` still name a live object), and its identity for the other scopes.
    private weak var shared: AnyObject?
    private var identity: ObjectIdentifier?
    /// Bumped by `clear()`, so an instance built while a scope ends is not kept in the new one.
    private(set) var generation = 0

    /// Thrown by `kept(as:)` when the scope keeps no instance now.
    struct NotKept: Error {}

    init(_ registration: Registration) {
        self.registration = registration
        storage = UnsafeMutableRawPointer.allocate(byteCount: max(registration.size, 1), alignment: registration.alignment)
    }

    deinit {
        // Reached under the lock only once `clear()` took the instance out (see `unregister`),
        // or when the container itself goes.
        if isKept && registration.kind == .strong { registration.destroy(storage) }
        storage.deallocate()
    }

    /// The instance the scope keeps: the fast path. (It throws rather than return a `T?`: an
    /// optional of an unspecialized `T` costs a metadata lookup; a typed throw costs nothing.)
    ///
    /// - Throws: `NotKept` when there is none (transient, not made yet, released, scope ended).
    func kept<T: Sendable>(as type: T.Type) throws(NotKept) -> T {
        guard isKept else { throw NotKept() }
        switch registration.kind {
        case .transient:
            throw NotKept()
        case .strong:
            return storage.load(as: T.self)
        case .weakShared:
            // One reference, handed over rather than copied (a copy and a release would cost two
            // slow reference-count updates, as the object is referenced weakly):
            // - the weak load gives `object`, +1; `passRetained` makes that +1 outlive `object`
            //   (the optimizer folds its retain with `object`'s release);
            // - the bytes in `storage` are a bitwise copy of the `T` that was made, whose one
            //   reference is to `shared`'s object and which owns nothing (see `keep`). `move` makes
            //   a `T` of them without a retain, so the `T` returned owns that +1. The bytes stay
            //   as they were, still owning nothing.
            guard let object = shared else { throw NotKept() }
            _ = Unmanaged.passRetained(object)
            return storage.assumingMemoryBound(to: T.self).move()
        }
    }

    /// Keeps what a factory made, unless a racing resolution kept one first (which wins) or the
    /// scope ended since `generation` was read (nothing is kept then).
    ///
    /// - Returns: The instance the caller should use.
    func keep<T: Sendable>(_ made: T, madeIn generation: Int) -> T {
        do throws(NotKept) { return try kept(as: T.self) } catch {}
        guard generation == self.generation else { return made }
        switch registration.kind {
        case .transient:
            return made
        case .strong:
            storage.initializeMemory(as: T.self, repeating: made, count: 1)
            identity = Swift.type(of: made as Any) is AnyClass ? ObjectIdentifier(made as AnyObject) : nil
        case .weakShared:
            // A bitwise copy, so the scope does not own the instance: it lives as long as its
            // users hold it. `Registration.make` refused anything but one reference to an object.
            storage.bindMemory(to: T.self, capacity: 1)
            withUnsafeBytes(of: made) { storage.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            shared = made as AnyObject
        }
        isKept = true
        return made
    }

    /// The identity of the instance the scope keeps now, if it is an object.
    var keptIdentity: ObjectIdentifier? {
        guard isKept else { return nil }
        return registration.kind == .weakShared ? shared.map(ObjectIdentifier.init) : identity
    }

    /// Forgets the kept instance (a named scope ended, or the type was unregistered).
    ///
    /// - Returns: The instance a strong scope kept, for the caller to release outside the lock,
    ///   so its deinit cannot re-enter the container.
    func clear() -> (any Sendable)? {
        defer { (isKept, shared, identity) = (false, nil, nil) }
        generation += 1
        return isKept && registration.kind == .strong ? registration.take(storage) : nil
    }
}
