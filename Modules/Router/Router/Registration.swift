import RouterInterface

/// One registered factory: what `register` recorded. Immutable, so validation and the
/// registry graph read it outside the container's lock.
///
/// Resolution runs in code generic over the dependency's type that nothing specializes
/// (features resolve through protocols), and in such code every use of a type built from `T`
/// — `Registration<T>`, `T?`, a cast to `T` — costs a run-time metadata lookup or a dynamic
/// cast. So this class is not generic: `init` captures `T` in closures and in a maker whose
/// method is generic, and the instance a scope keeps is stored as `T`'s bytes (`KeptInstance`).
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
    private let maker: any Maker
    /// Destroys the `T` kept at a pointer.
    let destroy: @Sendable (UnsafeMutableRawPointer) -> Void
    /// Moves the `T` kept at a pointer out, boxed, so it can be released outside the lock.
    let take: @Sendable (UnsafeMutableRawPointer) -> any Sendable

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
        let made = try maker.make(T.self, in: container, path: path)
        // `KeptInstance` keeps a weak-shared instance as one reference, to an object.
        if kind == .weakShared, !(Swift.type(of: made as Any) is AnyClass) { throw .weakSharedRequiresClass(name) }
        return made
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
