import Injection
import InjectionInterface
import Locking
import NavigationInterface
import RouterInterface

/// Resolves a feature's `@Resolved` properties from the container, keeping every failure in
/// the engine's `InjectionFailures`.
///
/// A class, as each `@Resolved` copies the injector out of the task-local value (a retain); a
/// lock of its own for the failures would cost each creation an `NSLock` made and destroyed.
final class ContainerInjector: FeatureInjector {
    private let container: DependencyContainer
    /// The feature, as the parent of every resolution of its properties (made once, not once
    /// per property); its identity keys the failures.
    private let feature: Resolution
    private let failures: InjectionFailures

    init(container: DependencyContainer, feature: any Feature.Type, failures: InjectionFailures) {
        self.container = container
        self.feature = Resolution(InjectionKey(feature), parent: nil)
        self.failures = failures
    }

    func inject<Value: Sendable>(_ type: Value.Type) -> Value? {
        do {
            return try container.resolve(type, from: feature)
        } catch {
            failures.record(error, for: feature)
            return nil
        }
    }

    /// One error for every failure of this creation, taken from the log: the failure itself
    /// when there was one.
    func takeError() -> RouterError? {
        let failures = failures.take(for: feature)
        return failures.count > 1
            ? .invalidConfiguration(failures.map(RouterError.dependency))
            : failures.first.map(RouterError.dependency)
    }
}

/// The failures of the features being created, by the resolution each feature's properties hang
/// from: one lock for the engine, taken once a creation when nothing failed.
final class InjectionFailures: Sendable {
    private let failures = Locked<[(feature: ObjectIdentifier, error: InjectionError)]>([])

    /// Records a failure to resolve one of `feature`'s properties.
    func record(_ error: InjectionError, for feature: Resolution) {
        failures.withLock { $0.append((ObjectIdentifier(feature), error)) }
    }

    /// Takes the failures recorded for `feature`, in order.
    func take(for feature: Resolution) -> [InjectionError] {
        failures.withLock { failures in
            guard !failures.isEmpty else { return [] }
            let id = ObjectIdentifier(feature)
            defer { failures.removeAll { $0.feature == id } }
            return failures.filter { $0.feature == id }.map(\.error)
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

    /// What was asked for since the last `take()`, which it forgets.
    ///
    /// The next feature's list starts with room for as many types as this one asked for: one
    /// allocation a feature, where growing from empty took one per doubling.
    func take() -> [InjectionKey] {
        keys.withLock { keys in
            let taken = keys
            keys = []
            keys.reserveCapacity(taken.count)
            return taken
        }
    }
}
