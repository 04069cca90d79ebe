public import RouterInterface
public import UIToolkitInterface

/// A feature that builds its screen from typed arguments a caller fills: what a
/// `RoutableMaker` module registers.
@MainActor
public protocol ArgumentFeature: Feature {
    /// What the caller passes, declared in the module's interface.
    associatedtype Arguments

    /// Builds the screen from the caller's arguments.
    ///
    /// - Parameter arguments: What the caller passed to `perform(_:with:configure:)`.
    /// - Returns: A new screen that is not yet in any hierarchy.
    /// - Throws: Any error of the feature's own, which the router reports as `.buildFailed`.
    func build(with arguments: Arguments) throws -> Screen
}

extension ArgumentFeature {
    /// A feature made from arguments is not built from a route.
    ///
    /// - Throws: `RouterError.unexpectedRoute`: perform its `RoutableMaker` with arguments instead.
    public func build(from route: (any Route)?) throws -> Screen {
        throw RouterError.unexpectedRoute(
            identifier: route.map { Swift.type(of: $0).routeIdentifier } ?? "none",
            handler: String(describing: Self.self))
    }
}
