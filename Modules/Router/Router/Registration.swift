import RouterInterface
import Synchronization

/// A registration seen without its type: enough for validation and ending scopes.
protocol AnyRegistration: AnyObject, Sendable {
    var name: String { get }
    var scope: DependencyScope { get }
    var dependencies: [DependencyKey] { get }
    var cachedIdentity: ObjectIdentifier? { get }
    func clear()
}

/// One registered factory and the instance its scope keeps.
final class Registration<T: Sendable>: AnyRegistration {
    typealias Factory = @Sendable (DependencyContainer, [DependencyKey]) throws(RouterError) -> T

    let scope: DependencyScope
    let dependencies: [DependencyKey]
    private let factory: Factory
    private let cache = Mutex<Cache>(Cache())
    var name: String { String(describing: T.self) }

    private struct Cache: ~Copyable {
        var strong: T?
        weak var shared: AnyObject?
        /// Bumped by `clear()`, so an instance built while a scope ends is not stored into the new one.
        var generation = 0
    }

    init(scope: DependencyScope, dependencies: [DependencyKey], factory: @escaping Factory) {
        self.scope = scope
        self.dependencies = dependencies
        self.factory = factory
    }

    /// The instance the scope keeps, if there is one: the fast path, with no allocation.
    func cached() -> T? {
        switch scope {
        case .transient: nil
        case .singleton, .named: cache.withLock { $0.strong }
        case .weakShared: cache.withLock { $0.shared } as? T
        }
    }

    /// Builds an instance outside the lock and stores it as the scope says; an instance a
    /// racing thread stored first wins, and one built while the scope ended is not kept.
    func make(in container: DependencyContainer, path: [DependencyKey]) throws(RouterError) -> T {
        let generation = cache.withLock { $0.generation }
        let made = try factory(container, path)
        switch scope {
        case .transient:
            return made
        case .singleton, .named:
            return cache.withLock { cache in
                if let winner = cache.strong { return winner }
                if cache.generation == generation { cache.strong = made }
                return made
            }
        case .weakShared:
            guard type(of: made as Any) is AnyClass else {
                throw .weakSharedRequiresClass(String(describing: T.self))
            }
            return cache.withLock { cache in
                if let winner = cache.shared, let typed = winner as? T { return typed }
                if cache.generation == generation { cache.shared = made as AnyObject }
                return made
            }
        }
    }

    var cachedIdentity: ObjectIdentifier? {
        cache.withLock { cache in
            if let shared = cache.shared { return ObjectIdentifier(shared) }
            if let strong = cache.strong, type(of: strong as Any) is AnyClass { return ObjectIdentifier(strong as AnyObject) }
            return nil
        }
    }

    func clear() {
        // Take the instance out under the lock, release it outside, so its deinit cannot re-enter.
        let released: T? = cache.withLock { cache in
            cache.generation += 1
            cache.shared = nil
            defer { cache.strong = nil }
            return cache.strong
        }
        _ = released
    }
}
