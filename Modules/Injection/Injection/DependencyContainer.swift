import Foundation
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
/// Factories run outside every lock. Racing first resolutions of a type that a scope keeps make
/// one instance: the first makes it, the others wait for it, holding no lock, then take it (or,
/// if the factory failed, make their own).
///
/// A cycle is `InjectionError.dependencyCycle` naming its path, in every scope, never a hang or
/// a stack overflow, when the factories close it through what they declare:
/// - **The path.** Every resolution in progress knows the one whose factory asked for it. A
///   factory's parameters are resolved on its path, and a factory that declares
///   `any DependencyResolving` is lent a resolver that resolves on its path while it runs, from
///   its own thread, another thread or a task it waits for. A type already on the path is the
///   cycle. (Once the factory has returned, the resolver it kept resolves as the container does:
///   a lazy resolution is how a cycle is broken.)
/// - **Across threads.** Before a resolution waits for another's first creation, the container
///   follows who waits for whom: from that creation's maker, the resolutions below it that wait
///   at other creations, and their makers in turn. If that reaches the waiting resolution or one
///   above it, the wait would never end, and the resolution ends in the cycle instead. A
///   resolution on the very thread that runs the factory it would wait for is that factory's
///   own, however it was started (a container the factory captured): a cycle too.
/// - **What it cannot see.** A factory that captures the container instead of declaring the
///   resolver resolves off every path: a loop of transient registrations it closes recurses
///   until the stack overflows, and work it hands to another thread and blocks on waits for
///   ever if that work resolves the type being made. Declare `any DependencyResolving`: the
///   container then sees the whole loop. (Binding the path as a task-local value would see these
///   too, at about 100 ns a factory call, the cost of the transient resolution itself.)
///
/// `validate()` sees the dependencies factories declare as parameters; one a factory resolves
/// while it runs shows only when it is resolved.
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
        try resolve(type, from: nil, lease: nil)
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

    /// Resolves a type for a resolution already in progress, or for a caller's when `parent` is `nil`.
    ///
    /// - Parameters:
    ///   - type: The registered type.
    ///   - parent: The resolution whose factory (or feature) asks for it.
    /// - Returns: The instance, according to its scope.
    /// - Throws: `missingDependency`, `dependencyCycle`, or what the factory throws.
    package func resolve<T: Sendable>(_ type: T.Type, from parent: Resolution?) throws(InjectionError) -> T {
        try resolve(type, from: parent, lease: nil)
    }

    /// Resolves a type for a resolution in progress, whose factory may have been lent a resolver.
    ///
    /// - Parameter lease: The resolver lent to the factory of `parent`, which is what the factory
    ///   gets for `any DependencyResolving`.
    func resolve<T: Sendable>(
        _ type: T.Type, from parent: Resolution?, lease: LeasedResolver?
    ) throws(InjectionError) -> T {
        let id = ObjectIdentifier(T.self)
        // The lent resolver, by a `switch` cast: `as? T` here would cost every resolution the
        // run-time metadata of `T?` (see `RegistrationEntry.cast`).
        if let lease, id == ObjectIdentifier((any DependencyResolving).self) {
            do throws(RegistrationEntry.NotKept) {
                return try RegistrationEntry.cast(lease as any DependencyResolving, to: T.self)
            } catch {}
        }
        let miss: RegistrationTable.Miss
        do throws(RegistrationTable.Miss) {
            return try table.withLock { table throws(RegistrationTable.Miss) -> T in
                try table.instance(T.self, for: id, from: parent)
            }
        } catch {
            miss = error
        }
        switch miss {
        case .unregistered:
            throw .missingDependency(type: InjectionKey(T.self).name, requiredBy: parent?.key.name ?? "the caller")
        case .transient(let registration):
            // A factory without dependencies closes no loop the container can see, and needs no
            // resolution of its own: as fast as calling it.
            guard !registration.dependencies.isEmpty else {
                return try registration.make(as: T.self, in: self, for: nil)
            }
            let resolution = Resolution(InjectionKey(T.self), parent: parent)
            if let loop = resolution.loop { throw .dependencyCycle(loop.map(\.name)) }
            return try registration.make(as: T.self, in: self, for: resolution)
        case .claimed(let claim, let resolution):
            return try create(T.self, after: claim, by: resolution)
        }
    }

    /// Makes the first instance of a scope that keeps it, or waits for another resolution's,
    /// as `claim` says: one first creation at a time, the others waiting for it holding no lock,
    /// then finding the instance kept (or, if it failed, making their own).
    private func create<T: Sendable>(
        _ type: T.Type, after first: RegistrationTable.Claim, by resolution: Resolution
    ) throws(InjectionError) -> T {
        let id = ObjectIdentifier(T.self)
        var claim = first
        while true {
            switch claim {
            case .failed(let error):
                throw error
            case .wait(let gate):
                gate.wait()
                do throws(RegistrationTable.Claim) {
                    return try table.withLock { table throws(RegistrationTable.Claim) -> T in
                        try table.claim(T.self, for: id, by: resolution)
                    }
                } catch {
                    claim = error
                }
            case .make(let registration, let generation):
                let made: T
                do throws(InjectionError) {
                    made = try registration.make(as: T.self, in: self, for: resolution)
                } catch {
                    _ = table.withLock { $0.end(resolution, under: id) }
                    throw error
                }
                return table.withLock {
                    $0.finish(resolution, under: id, made: made, by: registration, madeIn: generation)
                }
            }
        }
    }

    /// Every registration by its type's identity: for the dependency table.
    package var allRegistrations: [ObjectIdentifier: Registration] {
        Dictionary(uniqueKeysWithValues: registrations.elements.map { ($0.key, $0.value) })
    }

    /// Every registration by its type's identity, as the container files them: for validation.
    var registrations: IdentityTable<Registration> {
        table.withLock { $0.registrations }
    }
}

/// A dependency type; its name is worked out only for messages (it costs a runtime lookup).
package struct InjectionKey: Hashable, Sendable {
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
