/// A feature's dependency, resolved by the router's container when the feature is created.
///
/// ```swift
/// struct ProfileFeature: Feature {
///     @Resolved var client: any HTTPClientProtocol
/// }
/// ```
/// Resolution happens once, in `init()`, through `FeatureInjection.current`; there is no
/// reflection over the feature's properties. In tests, pass a value directly with
/// `@Resolved(wrappedValue:)` or create the feature inside `FeatureInjection.$current.withValue`.
@propertyWrapper
public struct Resolved<Value: Sendable>: Sendable {
    private let value: Value?

    /// Resolves the value from the injector of the feature being created.
    public init() {
        value = FeatureInjection.current?.inject(Value.self)
    }

    /// Uses the given value, for tests and previews.
    ///
    /// - Parameter wrappedValue: The dependency to use.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// The resolved dependency.
    ///
    /// The router never hands out a feature whose dependencies were not all resolved, so
    /// reading this can only fail for a feature created by hand outside any injector: a
    /// programming error, reported with what to do instead.
    public var wrappedValue: Value {
        guard let value else {
            preconditionFailure(
                "@Resolved \(Value.self) was never injected: create features through the router, or pass @Resolved(wrappedValue:) in tests"
            )
        }
        return value
    }
}

/// Supplies `@Resolved` values while a feature is being created.
public protocol FeatureInjector: Sendable {
    /// Resolves a dependency, or records why it could not and returns `nil`.
    ///
    /// - Parameter type: The dependency type the property declares.
    /// - Returns: The value, or `nil` when it is missing (the injector keeps the error).
    func inject<Value: Sendable>(_ type: Value.Type) -> Value?
}

/// The injector in effect while the router creates a feature.
public enum FeatureInjection {
    /// The current injector; the router binds it with `$current.withValue(_:operation:)`.
    @TaskLocal public static var current: (any FeatureInjector)?
}
