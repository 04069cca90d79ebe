public import UIToolkitInterface

/// Builds the screen for a route; its dependencies are `@Dependency` properties.
///
/// The router creates a feature with `init()` inside an injection context, so every
/// `@Dependency` property is resolved from the container before `isEnabled()` or `build`
/// runs. A missing dependency never reaches the feature: the router reports it as
/// `RouterError.missingDependency` instead.
@MainActor
public protocol Feature {
    /// Creates the feature; the router resolves its `@Dependency` properties here.
    init()

    /// Whether the feature may be shown now, typically read from a feature flag.
    ///
    /// - Returns: `true` by default.
    func isEnabled() -> Bool

    /// The feature to show instead while this one is disabled.
    ///
    /// - Parameter route: The route being opened, `nil` for an initial feature.
    /// - Returns: A fallback feature, or `nil` (the default) to report `RouterError.featureDisabled`.
    func fallback(for route: (any Route)?) -> (any Feature.Type)?

    /// Builds the screen.
    ///
    /// - Parameter route: The route being opened, `nil` for an initial feature.
    /// - Returns: A new screen that is not yet in any hierarchy.
    /// - Throws: `RouterError.unexpectedRoute` when the route is not one this feature serves,
    ///   or any error of the feature's own, which the router reports as `.buildFailed`.
    func build(from route: (any Route)?) throws -> Screen
}

extension Feature {
    /// Features are enabled unless they say otherwise.
    public func isEnabled() -> Bool { true }

    /// Features have no fallback unless they name one.
    public func fallback(for route: (any Route)?) -> (any Feature.Type)? { nil }

    /// The route as the type this feature expects.
    ///
    /// - Parameters:
    ///   - route: The route passed to `build`.
    ///   - type: The expected route type.
    /// - Returns: The typed route.
    /// - Throws: `RouterError.unexpectedRoute` when the route is missing or of another type.
    public func expect<R: Route>(_ route: (any Route)?, as type: R.Type) throws(RouterError) -> R {
        guard let typed = route as? R else {
            throw .unexpectedRoute(
                identifier: route.map { Swift.type(of: $0).routeIdentifier } ?? "none",
                handler: String(describing: Self.self))
        }
        return typed
    }
}
