public import InjectionInterface
import Locking
public import NavigationInterface
import RouterInterface

/// Injects fixed values into `@Resolved` properties, for building features in tests.
///
/// ```swift
/// let feature = try StaticInjector([client, router]).make(ProfileFeature.self)
/// ```
/// A dependency no value stands in for is named, not left to crash the test process when the
/// feature reads it: `make` throws `MissingDouble`.
public struct StaticInjector: FeatureInjector {
    private let values: [any Sendable]
    private let missing = MissingTypes()

    /// Creates an injector; each dependency gets the first value that casts to its type.
    public init(_ values: [any Sendable]) {
        self.values = values
    }

    public func inject<Value: Sendable>(_ type: Value.Type) -> Value? {
        guard let value = values.lazy.compactMap({ $0 as? Value }).first else {
            missing.add(String(describing: Value.self))
            return nil
        }
        return value
    }

    /// Creates a feature with this injector in effect.
    ///
    /// - Throws: `MissingDouble` naming every dependency of the feature no value stands in for.
    @MainActor
    public func make<F: Feature>(_ type: F.Type) throws(MissingDouble) -> F {
        let before = missing.count
        let feature = FeatureInjection.$current.withValue(self) { F() }
        let unmet = missing.since(before)
        guard unmet.isEmpty else { throw MissingDouble(feature: String(describing: F.self), dependencies: unmet) }
        return feature
    }
}

/// A feature's dependencies a test gave no double for.
public struct MissingDouble: Error, Equatable, CustomStringConvertible {
    /// The feature being made.
    public let feature: String
    /// The dependency types, in the order the feature declares them.
    public let dependencies: [String]

    /// Names a feature and the dependencies it lacks.
    public init(feature: String, dependencies: [String]) {
        self.feature = feature
        self.dependencies = dependencies
    }

    public var description: String {
        "\(feature) needs a double for \(dependencies.joined(separator: ", ")): pass one to StaticInjector"
    }
}

/// The types an injector could not supply, in order.
private final class MissingTypes: Sendable {
    private let types = Locked<[String]>([])

    var count: Int { types.withLock { $0.count } }
    func add(_ type: String) { types.withLock { $0.append(type) } }
    func since(_ index: Int) -> [String] { types.withLock { Array($0[index...]) } }
}
