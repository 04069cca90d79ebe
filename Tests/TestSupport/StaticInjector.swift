public import RouterInterface

/// Injects fixed values into `@Dependency` properties, for building features in tests.
///
/// ```swift
/// let feature = StaticInjector([client, router]).make(ProfileFeature.self)
/// ```
public struct StaticInjector: FeatureInjector {
    private let values: [any Sendable]

    /// Creates an injector; each dependency gets the first value that casts to its type.
    public init(_ values: [any Sendable]) {
        self.values = values
    }

    public func inject<Value: Sendable>(_ type: Value.Type) -> Value? {
        values.lazy.compactMap { $0 as? Value }.first
    }

    /// Creates a feature with this injector in effect.
    @MainActor
    public func make<F: Feature>(_ type: F.Type) -> F {
        FeatureInjection.$current.withValue(self) { F() }
    }
}
