import InjectionInterface

/// A registration in the container's table and the instance its scope keeps.
///
/// It lives in the container's lock (`Locked`) and is read and changed only under that lock, so one
/// lock (not one per registration) guards a resolution's lookup and its kept instance. A class,
/// so a lookup retains one object rather than copying the entry out of the table.
final class RegistrationEntry {
    let registration: Registration
    /// What a strong scope (singleton, named) keeps until it ends.
    private var kept: (any KeptInstance)?
    /// What a weak-shared scope keeps while anyone else holds it.
    private weak var shared: AnyObject?
    /// Bumped by `clear()`, so an instance built while a scope ends is not kept in the new one.
    private(set) var generation = 0
    /// The first creation in progress, which other resolutions of the type wait for.
    var creation: Creation?

    /// Thrown by `instance(as:)` when the scope keeps nothing now.
    struct NotKept: Error {}

    init(_ registration: Registration) {
        self.registration = registration
    }

    /// The kept instance as the type it was registered as.
    ///
    /// It throws rather than return a `T?`: in code generic over `T` that nothing specializes
    /// (a resolution), an optional of `T` costs a run-time metadata lookup; a typed throw costs nothing.
    ///
    /// - Parameter type: The registered type, which the instance was made as.
    /// - Returns: The instance.
    /// - Throws: `NotKept` when none is kept (transient, not made yet, a weak one released, scope ended).
    func instance<T: Sendable>(as type: T.Type) throws(NotKept) -> T {
        switch registration.keeping {
        case .nothing:
            break
        case .strongly:
            if let kept { return try kept.instance(as: T.self) }
        case .weakly:
            // Cast from the object to the registered type (a protocol, usually): the one check a
            // weak reference costs, as only an object can be referenced weakly.
            if let shared { return try Self.cast(shared, to: T.self) }
        }
        throw NotKept()
    }

    /// A checked cast.
    ///
    /// A `switch` casts straight into a `U`; `as? U` would make a `U?` first, which in code
    /// generic over `U` costs a metadata lookup (measured: about 50 ns more a resolution).
    ///
    /// - Throws: `NotKept` when `value` is not a `U`.
    static func cast<T, U>(_ value: T, to type: U.Type) throws(NotKept) -> U {
        switch value {
        case let typed as U: return typed
        default: throw NotKept()
        }
    }

    /// The identity of the kept instance, if it is an object that is still alive.
    var identity: ObjectIdentifier? {
        if let shared { return ObjectIdentifier(shared) }
        return kept?.identity
    }

    /// Keeps what a factory made, unless a racing resolution kept one first (which wins) or the
    /// scope ended since `generation` was read (nothing is kept then).
    ///
    /// - Parameters:
    ///   - made: What the factory made.
    ///   - generation: The entry's `generation` when the factory started.
    /// - Returns: The instance the caller should use.
    func keep<T: Sendable>(_ made: T, madeIn generation: Int) -> T {
        do throws(NotKept) { return try instance(as: T.self) } catch {}
        guard generation == self.generation else { return made }
        switch registration.keeping {
        case .nothing: break
        // `Registration.make` refused a weak-shared value that is not an object. (A cast, not
        // `made as AnyObject`, which on Linux goes through Objective-C bridging checks.)
        case .weakly: shared = try? Self.cast(made, to: AnyObject.self)
        case .strongly: kept = Kept(made)
        }
        return made
    }

    /// Forgets the kept instance (a named scope ended, or the type was unregistered).
    ///
    /// - Returns: The instance a strong scope kept, for the caller to release outside the lock,
    ///   so its deinit cannot re-enter the container.
    func clear() -> (any KeptInstance)? {
        defer { (kept, shared) = (nil, nil) }
        generation += 1
        return kept
    }
}

/// An instance a strong scope keeps, of a type the entry does not know: a `Kept<T>`.
protocol KeptInstance: AnyObject, Sendable {
    /// The instance's identity, if it is an object.
    var identity: ObjectIdentifier? { get }

    /// The instance as the type it was registered as.
    ///
    /// - Parameter type: The registered type.
    /// - Returns: The instance.
    /// - Throws: `NotKept` when `type` is not the registered type.
    func instance<U>(as type: U.Type) throws(RegistrationEntry.NotKept) -> U
}

/// An instance a strong scope keeps, typed.
private final class Kept<T: Sendable>: KeptInstance {
    let instance: T

    init(_ instance: T) {
        self.instance = instance
    }

    var identity: ObjectIdentifier? {
        Swift.type(of: instance as Any) is AnyClass ? ObjectIdentifier(instance as AnyObject) : nil
    }

    func instance<U>(as type: U.Type) throws(RegistrationEntry.NotKept) -> U {
        // From a type to itself: the runtime's fast path, a copy.
        try RegistrationEntry.cast(instance, to: U.self)
    }
}
