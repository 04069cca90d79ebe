package import InjectionInterface

/// One registered factory: what `register` recorded. Immutable, so validation and the
/// registry graph read it outside the container's lock.
///
/// The table holds registrations of many types side by side, so this class is not generic;
/// the factory, typed, sits in a `Maker<T>` behind a protocol.
package final class Registration: Sendable {
    package let scope: DependencyScope
    /// How the scope keeps what the factory made.
    let keeping: Keeping
    package let dependencies: [InjectionKey]
    /// Whether the factory declares `any DependencyResolving`, which it is lent on its path (``LeasedResolver``).
    let leasesResolver: Bool
    /// The registered type, which the factory makes.
    let type: any Any.Type
    /// The factory of the registered type.
    private let maker: any Making

    /// Files a factory whose parameters are its dependencies.
    ///
    /// - Parameters:
    ///   - type: The registered type.
    ///   - scope: How long instances live.
    ///   - factory: Builds an instance from its resolved dependencies.
    init<T: Sendable, each D: Sendable>(
        _ type: T.Type, scope: DependencyScope, factory: @escaping @Sendable (repeat each D) throws -> T
    ) {
        self.type = type
        self.scope = scope
        var dependencies: [InjectionKey] = []
        repeat dependencies.append(InjectionKey((each D).self))
        self.dependencies = dependencies
        leasesResolver = dependencies.contains(InjectionKey((any DependencyResolving).self))
        // A struct of one closure fits in the existential's inline buffer: no allocation.
        maker = Maker(factory: factory)
        switch scope {
        case .transient: keeping = .nothing
        case .weakShared: keeping = .weakly
        case .singleton, .named: keeping = .strongly
        }
    }

    /// How a scope keeps what the factory made.
    enum Keeping {
        /// Transient: a new instance every resolution.
        case nothing
        /// Weak-shared: while anyone else holds it.
        case weakly
        /// Singleton and named scopes: until the scope ends.
        case strongly
    }

    package var name: String { String(describing: type) }

    /// Runs the factory, outside every lock.
    ///
    /// - Parameters:
    ///   - type: The type to make: the registered one, as the container files a registration
    ///     under its type's identity.
    ///   - container: Resolves the factory's dependencies.
    ///   - resolution: The resolution the instance is made for, the parent of its dependencies';
    ///     `nil` for a factory without dependencies whose instance no scope keeps.
    /// - Returns: The new instance.
    /// - Throws: What the factory or its dependencies' resolution throws; for weak-shared,
    ///   `weakSharedRequiresClass` when the factory made a value rather than an object.
    func make<T>(as type: T.Type, in container: DependencyContainer, for resolution: Resolution?)
        throws(InjectionError) -> T
    {
        // A factory that declares the resolver is lent one on its path while it runs.
        let lease = leasesResolver ? resolution.map { LeasedResolver(container: container, for: $0) } : nil
        defer { lease?.end() }
        let made = try maker.make(as: T.self, in: container, for: resolution, lease: lease)
        // A weak-shared instance is kept as a weak reference, which only an object can have.
        if keeping == .weakly, !(Swift.type(of: made as Any) is AnyClass) { throw .weakSharedRequiresClass(name) }
        return made
    }
}

/// A registration's factory, of a type `Registration` does not know.
private protocol Making: Sendable {
    /// Runs the factory.
    ///
    /// - Parameters:
    ///   - type: The registered type.
    ///   - container: Resolves the factory's dependencies.
    ///   - resolution: The resolution the instance is made for: the parent of its dependencies'.
    ///   - lease: The resolver lent to the factory, when it declares one.
    /// - Returns: The new instance.
    /// - Throws: What the factory throws, or `dependencyFailed` when `type` is not the registered type.
    func make<U>(
        as type: U.Type, in container: DependencyContainer, for resolution: Resolution?, lease: LeasedResolver?
    ) throws(InjectionError) -> U
}

/// A registration's factory, typed: the caller's own closure, its parameters resolved from the
/// container in the call (a tuple of them first would be one more copy a resolution).
private struct Maker<T: Sendable, each D: Sendable>: Making {
    let factory: @Sendable (repeat each D) throws -> T

    func make<U>(
        as type: U.Type, in container: DependencyContainer, for resolution: Resolution?, lease: LeasedResolver?
    ) throws(InjectionError) -> U {
        let made: T
        do { made = try factory(repeat try container.resolve((each D).self, from: resolution, lease: lease)) } catch {
            // A resolution's `InjectionError` unchanged; any other error of the factory as `dependencyFailed`.
            throw error as? InjectionError
                ?? .dependencyFailed(type: String(describing: T.self), reason: String(describing: error))
        }
        // `U` is `T`, as the container files a registration under its type's identity: the cast
        // from a type to itself is the runtime's fast path, a copy (a `switch` casts straight
        // into a `U`; `as? U` would make a `U?` first, a metadata lookup).
        switch made {
        case let made as U: return made
        case let made:
            throw .dependencyFailed(type: "\(T.self)", reason: "made a \(Swift.type(of: made)), asked for as \(U.self)")
        }
    }
}
