import InjectionInterface
import Locking

/// The `any DependencyResolving` a factory that declares it is given: it resolves on the path
/// of the resolution the factory runs for, so a loop the factory closes through it is a
/// `dependencyCycle`, from any thread or task the factory waits for. Once the factory has
/// returned, it resolves as the container does (a factory may keep it to resolve lazily, which
/// is how a cycle is broken).
final class LeasedResolver: DependencyResolving {
    /// The container; weak, as an instance the container keeps may keep its resolver.
    private weak let container: DependencyContainer?
    /// The resolution whose factory holds the lease, until it returns.
    private let holder: Locked<Resolution?>

    /// A lease for the factory of `resolution`.
    init(container: DependencyContainer, for resolution: Resolution) {
        self.container = container
        holder = Locked(resolution)
    }

    /// Ends the lease: the factory has returned.
    func end() {
        holder.withLock { $0 = nil }
    }

    func resolve<T: Sendable>(_ type: T.Type) throws(InjectionError) -> T {
        guard let container else {
            throw .dependencyFailed(type: "\(T.self)", reason: "the container was released")
        }
        return try container.resolve(type, from: holder.withLock { $0 })
    }
}
