public import RouterInterface
import Synchronization

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
public final class DependencyContainer: DependencyResolving, ScopeControlling, Sendable {
    private let registrations = Mutex<[ObjectIdentifier: Registration]>([:])

    /// Creates an empty container that can resolve itself as `DependencyResolving` and `ScopeControlling`.
    public init() {
        let weakSelf = WeakContainer(container: self)
        registrations.withLock(heldBy: self) { table in
            table[ObjectIdentifier((any ScopeControlling).self)] = Registration((any ScopeControlling).self, scope: .transient,
                                                                                dependencies: []) { _, _ throws(RouterError) in
                try weakSelf.get()
            }
            table[ObjectIdentifier((any DependencyResolving).self)] = Registration((any DependencyResolving).self, scope: .transient,
                                                                                   dependencies: []) { _, _ throws(RouterError) in
                try weakSelf.get()
            }
        }
    }

    /// Registers a factory whose parameters are its dependencies.
    ///
    /// - Parameters:
    ///   - type: The type features ask for, usually a protocol existential.
    ///   - scope: How long instances live; weak-shared by default, as in RouterService.
    ///   - factory: Builds the instance from its resolved dependencies.
    /// - Throws: `RouterError.duplicateRegistration` when the type is registered already.
    public func register<T: Sendable, each D: Sendable>(
        _ type: T.Type, scope: DependencyScope = .weakShared,
        factory: @escaping @Sendable (repeat each D) throws -> T
    ) throws(RouterError) {
        var dependencies: [DependencyKey] = []
        repeat dependencies.append(DependencyKey((each D).self))
        let registration = Registration(T.self, scope: scope, dependencies: dependencies) { container, path throws(RouterError) in
            let values = (repeat try container.resolve((each D).self, path: path))
            do { return try factory(repeat each values) } catch let error as RouterError { throw error } catch {
                throw .dependencyFailed(type: String(describing: T.self), reason: String(describing: error))
            }
        }
        try registrations.withLock(heldBy: self) { table throws(RouterError) in
            let key = ObjectIdentifier(T.self)
            if table[key] != nil { throw .duplicateRegistration(String(describing: T.self)) }
            table[key] = registration
        }
    }

    /// Removes a registration and its cached instances.
    ///
    /// - Returns: Whether the type was registered.
    @discardableResult
    public func unregister<T>(_ type: T.Type) -> Bool {
        registrations.withLock(heldBy: self) { $0.removeValue(forKey: ObjectIdentifier(T.self)) != nil }
    }

    /// Whether a factory is registered for the type.
    public func isRegistered<T>(_ type: T.Type) -> Bool {
        registrations.withLock(heldBy: self) { $0[ObjectIdentifier(T.self)] != nil }
    }

    public func resolve<T: Sendable>(_ type: T.Type) throws(RouterError) -> T {
        try resolve(type, path: [])
    }

    public func endScope(_ name: ScopeName) {
        let all = registrations.withLock(heldBy: self) { Array($0.values) }
        for registration in all where registration.scope == .named(name) { registration.clear() }
    }

    /// The identity of the instance a shared registration holds now, if any: for flows and
    /// tests that prove when instances are released and rebuilt.
    public func cachedInstance<T>(of type: T.Type) -> ObjectIdentifier? {
        registrations.withLock(heldBy: self) { $0[ObjectIdentifier(T.self)] }?.cachedIdentity
    }

    /// The types whose weak-shared instance is alive now, sorted: for leak checks, which
    /// release everything that should hold one and expect this to be empty.
    public var liveWeakSharedTypes: [String] {
        allRegistrations.compactMap { $0.registration.scope == .weakShared && $0.registration.cachedIdentity != nil ? $0.registration.name : nil }
            .sorted()
    }

    func resolve<T: Sendable>(_ type: T.Type, path: [DependencyKey]) throws(RouterError) -> T {
        guard let entry = registrations.withLock(heldBy: self, { $0[ObjectIdentifier(T.self)] }) else {
            throw .missingDependency(type: DependencyKey(T.self).name, requiredBy: path.last?.name ?? "the caller")
        }
        // `register` files a registration made for `T` under `ObjectIdentifier(T.self)` only, and
        // nothing else writes the table: the registration's bytes are a `T`'s.
        do throws(Registration.NotKept) { return try entry.kept(as: T.self) } catch {}
        // A factory without dependencies cannot be part of a cycle: no path to extend.
        guard !entry.dependencies.isEmpty else { return try entry.make(as: T.self, in: self, path: path) }
        let key = DependencyKey(T.self)
        if path.contains(key) { throw .dependencyCycle((path.drop { $0 != key } + [key]).map(\.name)) }
        return try entry.make(as: T.self, in: self, path: path + [key])
    }

    var allRegistrations: [(key: ObjectIdentifier, registration: Registration)] {
        registrations.withLock(heldBy: self) { table in table.map { ($0.key, $0.value) } }
    }
}

/// A dependency type; its name is worked out only for messages (it costs a runtime lookup).
struct DependencyKey: Hashable, Sendable {
    let id: ObjectIdentifier
    let type: any Any.Type

    init(_ type: any Any.Type) {
        id = ObjectIdentifier(type)
        self.type = type
    }

    var name: String { String(describing: type) }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Lets the container resolve itself without a retain cycle.
private final class WeakContainer: Sendable {
    weak let container: DependencyContainer?

    init(container: DependencyContainer) {
        self.container = container
    }

    func get() throws(RouterError) -> DependencyContainer {
        guard let container else {
            throw .dependencyFailed(type: "DependencyContainer", reason: "the container was released")
        }
        return container
    }
}
