import Injection
import InjectionInterface
import Locking
import NavigationInterface
import RouterInterface

/// Resolves a feature's `@Resolved` properties from the container, keeping every failure.
final class ContainerInjector: FeatureInjector {
    private let container: DependencyContainer
    /// The feature, as the parent of every resolution of its properties (made once, not once per property).
    private let feature: Resolution
    private let failures = Locked<[InjectionError]>([])

    init(container: DependencyContainer, feature: any Feature.Type) {
        self.container = container
        self.feature = Resolution(InjectionKey(feature), parent: nil)
    }

    func inject<Value: Sendable>(_ type: Value.Type) -> Value? {
        do {
            return try container.resolve(type, from: feature)
        } catch {
            failures.withLock { $0.append(error) }
            return nil
        }
    }

    /// One error for all failures: the failure itself when there was one.
    var error: RouterError? {
        failures.withLock { failures in
            failures.count > 1
                ? .invalidConfiguration(failures.map(RouterError.dependency))
                : failures.first.map(RouterError.dependency)
        }
    }
}

/// Records which types a feature asks for, resolving nothing: how `validate()` learns a
/// feature's dependencies without building it.
final class RecordingInjector: FeatureInjector {
    private let keys = Locked<[InjectionKey]>([])

    func inject<Value: Sendable>(_ type: Value.Type) -> Value? {
        keys.withLock { $0.append(InjectionKey(type)) }
        return nil
    }

    var requested: [InjectionKey] { keys.withLock { $0 } }
}
