import RouterInterface
import Synchronization

/// One registered factory, and the instance its scope keeps.
///
/// Resolution runs in code generic over the dependency's type that nothing specializes
/// (features resolve through protocols), and in such code every use of a type built from `T`
/// — `Registration<T>`, `Mutex<Cache<T>>`, a cast to `T` — costs a run-time metadata lookup
/// or a dynamic cast. So this class is not generic: `register` captures `T` in closures, the
/// state behind the lock is a plain struct, and the kept instance is stored as `T`'s bytes,
/// which the generic `kept(as:)` reads back with the caller's `T`. The caller is
/// `DependencyContainer`, which files a `Registration` made for `T` under `ObjectIdentifier(T.self)`
/// only, so `T` is always the type the bytes were written as.
final class Registration: Sendable {

    let scope: DependencyScope
    let dependencies: [DependencyKey]
    /// The registered type, for messages.
    let type: any Any.Type
    private let kind: Kind
    private let maker: any Maker
    /// Destroys the `T` kept at a pointer (a singleton or named scope's instance).
    private let destroy: @Sendable (UnsafeMutableRawPointer) -> Void
    /// Moves the `T` kept at a pointer out, boxed, so it can be released outside the lock.
    private let take: @Sendable (UnsafeMutableRawPointer) -> Any
    private let state: Mutex<State>

    private enum Kind {
        case transient, weakShared, strong
    }

    private struct State: ~Copyable {
        /// Room for one `T`, allocated with the registration.
        let storage: UnsafeMutableRawPointer
        /// Whether `storage` holds an instance the scope keeps.
        var isKept = false
        /// The kept instance as an object: weak for weak-shared (it says whether the bytes in
        /// `storage` still name a live object), strong for the other scopes' identity.
        weak var shared: AnyObject?
        var identity: ObjectIdentifier?
        /// Bumped by `clear()`, so an instance built while a scope ends is not stored into the new one.
        var generation = 0
    }

    init<T: Sendable>(_ type: T.Type, scope: DependencyScope, dependencies: [DependencyKey],
                      factory: @escaping @Sendable (DependencyContainer, [DependencyKey]) throws(RouterError) -> T) {
        self.type = type
        self.scope = scope
        self.dependencies = dependencies
        maker = TypedMaker(factory: factory)
        switch scope {
        case .transient: kind = .transient
        case .weakShared: kind = .weakShared
        case .singleton, .named: kind = .strong
        }
        destroy = { $0.assumingMemoryBound(to: T.self).deinitialize(count: 1) }
        take = { $0.assumingMemoryBound(to: T.self).move() }
        let storage = UnsafeMutableRawPointer.allocate(byteCount: max(MemoryLayout<T>.size, 1), alignment: MemoryLayout<T>.alignment)
        state = Mutex(State(storage: storage))
    }

    deinit {
        state.withLock(heldBy: self) { state in
            if state.isKept && kind == .strong { destroy(state.storage) }
            state.storage.deallocate()
        }
    }

    var name: String { String(describing: type) }

    /// Thrown by `kept(as:)` when the scope keeps no instance now.
    struct NotKept: Error {}

    /// The instance the scope keeps: the fast path. (It throws rather than return a `T?`: an
    /// optional of an unspecialized `T` costs a metadata lookup; a typed throw costs nothing.)
    ///
    /// - Throws: `NotKept` when there is none (transient, not made yet, released, scope ended).
    func kept<T: Sendable>(as type: T.Type) throws(NotKept) -> T {
        switch kind {
        case .transient:
            throw NotKept()
        case .strong:
            return try state.withLock(heldBy: self) { state throws(NotKept) -> T in
                guard state.isKept else { throw NotKept() }
                return state.storage.load(as: T.self)
            }
        case .weakShared:
            return try state.withLock(heldBy: self) { state throws(NotKept) -> T in
                // Safe: the bytes in `storage` are a bitwise copy of the `T` that was made, holding
                // one reference, to `shared`'s object, which the copy does not own (see `make`).
                // The weak load either fails, or holds the object alive past the `load`, which
                // copies the `T` and so retains the object for the caller.
                guard state.isKept, let object = state.shared else { throw NotKept() }
                let value = state.storage.load(as: T.self)
                withExtendedLifetime(object) {}
                return value
            }
        }
    }

    /// Builds an instance outside the lock and keeps it as the scope says; an instance a
    /// racing thread kept first wins, and one built while the scope ended is not kept.
    func make<T: Sendable>(as type: T.Type, in container: DependencyContainer, path: [DependencyKey]) throws(RouterError) -> T {
        let generation = kind == .transient ? 0 : state.withLock(heldBy: self) { $0.generation }
        let made = try maker.make(T.self, in: container, path: path)
        switch kind {
        case .transient:
            return made
        case .strong:
            let identity = Swift.type(of: made as Any) is AnyClass ? ObjectIdentifier(made as AnyObject) : nil
            return state.withLock(heldBy: self) { state in
                if state.isKept { return state.storage.load(as: T.self) }
                if state.generation == generation {
                    state.storage.initializeMemory(as: T.self, repeating: made, count: 1)
                    (state.isKept, state.identity) = (true, identity)
                }
                return made
            }
        case .weakShared:
            // One reference, to a class instance, is what the bytes may hold (see `kept`).
            guard Swift.type(of: made as Any) is AnyClass else { throw .weakSharedRequiresClass(name) }
            return state.withLock(heldBy: self) { state in
                if state.isKept, let winner = state.shared {
                    return withExtendedLifetime(winner) { state.storage.load(as: T.self) }
                }
                if state.generation == generation {
                    // A bitwise copy, so the scope does not own the instance: it lives as long as
                    // its users hold it.
                    withUnsafeBytes(of: made) { state.storage.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
                    (state.isKept, state.shared) = (true, made as AnyObject)
                }
                return made
            }
        }
    }

    /// The identity of the instance the scope keeps now, if it is an object.
    var cachedIdentity: ObjectIdentifier? {
        state.withLock(heldBy: self) { state in
            guard state.isKept else { return nil }
            return kind == .weakShared ? state.shared.map(ObjectIdentifier.init) : state.identity
        }
    }

    /// Forgets the kept instance (a named scope ended).
    func clear() {
        // Take the instance out under the lock, release it outside, so its deinit cannot re-enter.
        let taken: Any? = state.withLock(heldBy: self) { state in
            defer { (state.isKept, state.shared, state.identity) = (false, nil, nil) }
            state.generation += 1
            return state.isKept && kind == .strong ? take(state.storage) : nil
        }
        _ = taken
    }
}

/// Calls a registration's factory for the type it was registered as, behind a protocol whose
/// method is generic: the caller passes its `T`, and no type built from `T` is named at run time.
private protocol Maker: Sendable {
    func make<U: Sendable>(_ type: U.Type, in container: DependencyContainer, path: [DependencyKey]) throws(RouterError) -> U
}

private struct TypedMaker<T: Sendable>: Maker {
    let factory: @Sendable (DependencyContainer, [DependencyKey]) throws(RouterError) -> T

    func make<U: Sendable>(_ type: U.Type, in container: DependencyContainer, path: [DependencyKey]) throws(RouterError) -> U {
        // `U` is `T`: the container asks a registration only for the type it was filed under.
        unsafeBitCast(try factory(container, path), to: U.self)
    }
}
