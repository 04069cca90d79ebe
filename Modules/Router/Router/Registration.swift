import RouterInterface
import Synchronization

/// One registered factory: what `register` recorded. Immutable, so validation and the
/// registry graph read it outside the container's lock.
///
/// Resolution runs in code generic over the dependency's type that nothing specializes
/// (features resolve through protocols), and in such code every use of a type built from `T`
/// — `Registration<T>`, `T?`, a cast to `T` — costs a run-time metadata lookup or a dynamic
/// cast. So this class is not generic: `init` captures `T` in closures and in a `TypedMaker<T>`
/// object, which `make` downcasts unchecked (an object carries its own metadata), and the
/// instance a scope keeps is stored as `T`'s bytes (`KeptInstance`).
final class Registration: Sendable {

    /// How a scope keeps what the factory made.
    enum Kind {
        /// Nothing kept: every resolution makes a new instance.
        case transient
        /// Kept while anyone else holds it (weakly, as the bytes of a `T` that owns no reference).
        case weakShared
        /// Kept until the scope ends (singleton, named scope).
        case strong
    }

    let scope: DependencyScope
    let kind: Kind
    let dependencies: [DependencyKey]
    /// The registered type, for messages.
    let type: any Any.Type
    /// The size and alignment of one `T`.
    let size: Int, alignment: Int
    /// The `TypedMaker<T>`.
    private let maker: any AnyObject & Sendable
    /// Destroys the `T` kept at a pointer.
    let destroy: @Sendable (UnsafeMutableRawPointer) -> Void
    /// Moves the `T` kept at a pointer out, boxed, so it can be released outside the lock.
    let take: @Sendable (UnsafeMutableRawPointer) -> any Sendable
    /// Held while the factory makes an instance for a kept scope, so racing first resolutions
    /// make one instance, not one each: the others wait here, then find it kept.
    let creation = Mutex<Void>(())

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
        (size, alignment) = (MemoryLayout<T>.size, MemoryLayout<T>.alignment)
        destroy = { $0.assumingMemoryBound(to: T.self).deinitialize(count: 1) }
        take = { $0.assumingMemoryBound(to: T.self).move() }
    }

    var name: String { String(describing: type) }

    /// Runs the factory, outside every lock, for the type the registration was made for.
    ///
    /// - Throws: What the factory or its dependencies' resolution throws; for weak-shared,
    ///   `weakSharedRequiresClass` when the factory made a value rather than an object.
    func make<T: Sendable>(as type: T.Type, in container: DependencyContainer, path: [DependencyKey]) throws(RouterError) -> T {
        // `T` is the type the registration was made for: the container asks a registration only
        // for the type it was filed under.
        let made = try unsafeDowncast(maker, to: TypedMaker<T>.self).factory(container, path)
        // `KeptInstance` keeps a weak-shared instance as one reference, to an object.
        if kind == .weakShared, !(Swift.type(of: made as Any) is AnyClass) { throw .weakSharedRequiresClass(name) }
        return made
    }
}

/// A registration's factory, typed. `Registration` holds it as an object of no static type and
/// `make` downcasts it unchecked: a class's generic argument comes from the object itself, so
/// calling it costs no metadata lookup, and the factory returns its `T` straight to the caller.
private final class TypedMaker<T: Sendable>: Sendable {
    let factory: @Sendable (DependencyContainer, [DependencyKey]) throws(RouterError) -> T

    init(factory: @escaping @Sendable (DependencyContainer, [DependencyKey]) throws(RouterError) -> T) {
        self.factory = factory
    }
}
