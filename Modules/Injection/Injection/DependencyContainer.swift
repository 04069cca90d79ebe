public import InjectionInterface
import Locking

/// Registrations keyed by type identity, with scopes, cycle detection and start-up validation.
///
/// Factories declare their dependencies in their parameter list, so the container knows the
/// whole graph without building anything:
/// ```swift
/// try container.register((any ProfileLoading).self, scope: .weakShared) { (client: any HTTPClientProtocol) in
///     LiveProfileLoader(client: client)
/// }
/// ```
/// Thread-safe: registration, resolution and ending scopes may happen from any thread.
/// Factories run outside every lock, so a factory that resolves others cannot deadlock;
/// two threads racing to create a shared instance keep the first one stored.
public final class DependencyContainer: DependencyRegistering, DependencyResolving, ScopeControlling, Sendable {
    /// Every registration and the instance its scope keeps, under one lock: a resolution that
    /// finds its instance kept takes the lock once and retains nothing but the instance.
    private let table = Locked(RegistrationTable())

    /// Creates an empty container that can resolve itself as `DependencyResolving` and `ScopeControlling`.
    public init() {
        let weakSelf = WeakContainer(container: self)
        provide((any ScopeControlling).self) { () throws -> any ScopeControlling in try weakSelf.get() }
        provide((any DependencyResolving).self) { () throws -> any DependencyResolving in try weakSelf.get() }
    }

    /// Registers one of the engine's own transient services in a container it has just made, where
    /// nothing can be registered yet: it cannot fail, so there is no error to swallow.
    ///
    /// - Parameters:
    ///   - type: The type provided.
    ///   - factory: Hands out the engine's object.
    package func provide<T: Sendable>(_ type: T.Type, by factory: @escaping @Sendable () throws -> T) {
        let registration = Registration(T.self, scope: .transient, factory: factory)
        table.withLock { $0.provide(registration, under: ObjectIdentifier(T.self)) }
    }

    /// Registers a factory whose parameters are its dependencies.
    ///
    /// - Parameters:
    ///   - type: The type features ask for, usually a protocol existential.
    ///   - scope: How long instances live; weak-shared by default.
    ///   - factory: Builds the instance from its resolved dependencies.
    /// - Throws: `InjectionError.duplicateRegistration` when the type is registered already.
    public func register<T: Sendable, each D: Sendable>(
        _ type: T.Type, scope: DependencyScope = .weakShared,
        factory: @escaping @Sendable (repeat each D) throws -> T
    ) throws(InjectionError) {
        let registration = Registration(T.self, scope: scope, factory: factory)
        try table.withLock { table throws(InjectionError) in
            guard table.file(registration, under: ObjectIdentifier(T.self)) else {
                throw .duplicateRegistration(type: String(describing: T.self))
            }
        }
    }

    /// Removes a registration and its cached instances.
    ///
    /// - Returns: Whether the type was registered.
    @discardableResult
    public func unregister<T>(_ type: T.Type) -> Bool {
        // The kept instance is released here, outside the lock, so its deinit cannot re-enter.
        table.withLock { $0.remove(ObjectIdentifier(T.self)) }.found
    }

    /// Whether a factory is registered for the type.
    public func isRegistered<T>(_ type: T.Type) -> Bool {
        table.withLock { $0[ObjectIdentifier(T.self)] != nil }
    }

    public func resolve<T: Sendable>(_ type: T.Type) throws(InjectionError) -> T {
        try resolve(type, path: [])
    }

    public func endScope(_ name: ScopeName) {
        // The kept instances are released here, outside the lock, so their deinits cannot re-enter.
        let released = table.withLock { $0.clear(.named(name)) }
        _ = released
    }

    /// The identity of the instance a shared registration holds now, if any: for flows and
    /// tests that prove when instances are released and rebuilt.
    public func cachedInstance<T>(of type: T.Type) -> ObjectIdentifier? {
        table.withLock { $0[ObjectIdentifier(T.self)]?.identity }
    }

    /// The types whose weak-shared instance is alive now, sorted: for leak checks, which
    /// release everything that should hold one and expect this to be empty.
    public var liveWeakSharedTypes: [String] {
        table.withLock { $0.liveWeakShared }.map(\.name).sorted()
    }

    package func resolve<T: Sendable>(_ type: T.Type, path: [DependencyKey]) throws(InjectionError) -> T {
        let id = ObjectIdentifier(T.self)
        let miss: RegistrationTable.Miss
        do throws(RegistrationTable.Miss) {
            return try table.withLock { table throws(RegistrationTable.Miss) -> T in
                try table.kept(T.self, for: id)
            }
        } catch {
            miss = error
        }
        guard case .notKept(let registration, let generation) = miss else {
            throw .missingDependency(type: DependencyKey(T.self).name, requiredBy: path.last?.name ?? "the caller")
        }
        // A factory without dependencies cannot be part of a cycle: no path to extend.
        var path = path
        if !registration.dependencies.isEmpty {
            let key = DependencyKey(T.self)
            if path.contains(key) { throw .dependencyCycle((path.drop { $0 != key } + [key]).map(\.name)) }
            path.append(key)
        }
        guard registration.keeping != .nothing else { return try registration.make(as: T.self, in: self, path: path) }
        if !registration.dependencies.isEmpty,
            let loop = table.withLock({ $0.cycle(through: DependencyKey(T.self)) })
        {
            throw .dependencyCycle(loop.map(\.name))
        }
        // One first creation at a time: resolutions that raced this one wait for the lock, then
        // find the instance kept. (Cycles were refused above, so a factory never waits for itself.)
        return try registration.creations.withLock { creations throws(InjectionError) -> T in
            var generation = generation
            do throws(RegistrationTable.Miss) {
                return try table.withLock { table throws(RegistrationTable.Miss) -> T in
                    try table.kept(T.self, for: id)
                }
            } catch {
                if case .notKept(let current, let now) = error, current === registration { generation = now }
            }
            let made = try registration.make(as: T.self, in: self, path: path)
            creations += 1
            return table.withLock { $0.keep(made, by: registration, madeIn: generation, under: id) }
        }
    }

    /// Every registration by its type's identity: for validation and the dependency table.
    package var allRegistrations: [ObjectIdentifier: Registration] {
        table.withLock { $0.registrations }
    }
}

/// A dependency type; its name is worked out only for messages (it costs a runtime lookup).
package struct DependencyKey: Hashable, Sendable {
    package let id: ObjectIdentifier
    package let type: any Any.Type

    package init(_ type: any Any.Type) {
        id = ObjectIdentifier(type)
        self.type = type
    }

    package var name: String { String(describing: type) }

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Lets the container resolve itself without a retain cycle.
private final class WeakContainer: Sendable {
    weak let container: DependencyContainer?

    init(container: DependencyContainer) {
        self.container = container
    }

    func get() throws(InjectionError) -> DependencyContainer {
        guard let container else {
            throw .dependencyFailed(type: "DependencyContainer", reason: "the container was released")
        }
        return container
    }
}
