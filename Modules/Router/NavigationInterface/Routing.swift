public import Foundation
public import RouterInterface
public import UIToolkitInterface

/// What features call to navigate; the router implements it and injects itself.
///
/// ```swift
/// @Resolved var router: any Routing
/// router.navigate(to: LoginRoute(), from: self) { result in … }   // .show: pushed in a stack
/// ```
@MainActor
public protocol Routing: AnyObject, Sendable {
    /// Opens a route: handler, feature, injection, `isEnabled()` or fallback, then presentation.
    ///
    /// - Parameters:
    ///   - route: Where to go.
    ///   - source: The screen navigating.
    ///   - presentation: How to show the destination.
    ///   - animated: Whether the transition animates. It reaches the UI, the router's events and
    ///     the handle, whose `remove` animates the same way.
    ///   - completion: Called exactly once, after the transition, with a handle or the error.
    func navigate(
        to route: any Route, from source: Screen, presentation: Presentation, animated: Bool,
        completion: (@MainActor (Result<any NavigationHandle, RouterError>) -> Void)?)

    /// Puts the route registry into a decoder, so `AnyRoute` values in a response decode.
    ///
    /// - Parameter decoder: The decoder to prepare.
    func injectContext(into decoder: JSONDecoder)
}

extension Routing {
    /// Opens a route with animation.
    ///
    /// - Parameters:
    ///   - route: Where to go.
    ///   - source: The screen navigating.
    ///   - presentation: How to show the destination; by default `.show`, as UIKit's
    ///     `show(_:sender:)`: pushed inside a navigation stack, presented otherwise.
    ///   - completion: Called exactly once, after the transition, with a handle or the error.
    public func navigate(
        to route: any Route, from source: Screen, presentation: Presentation = .show,
        completion: (@MainActor (Result<any NavigationHandle, RouterError>) -> Void)?
    ) {
        navigate(to: route, from: source, presentation: presentation, animated: true, completion: completion)
    }

    /// Opens a route and waits for the transition.
    ///
    /// - Parameters:
    ///   - route: Where to go.
    ///   - source: The screen navigating.
    ///   - presentation: How to show the destination; by default `.show`.
    ///   - animated: Whether the transition animates.
    /// - Returns: A handle on what was presented.
    /// - Throws: The `RouterError` the completion would carry.
    @discardableResult
    public func navigate(
        to route: any Route, from source: Screen, presentation: Presentation = .show, animated: Bool = true
    ) async throws(RouterError) -> any NavigationHandle {
        let result = await withCheckedContinuation { continuation in
            navigate(to: route, from: source, presentation: presentation, animated: animated) {
                continuation.resume(returning: $0)
            }
        }
        return try result.get()
    }
}

/// A handle on something the router presented.
@MainActor
public protocol NavigationHandle: AnyObject, Sendable {
    /// The route that was opened, if it came from a route.
    var route: (any Route)? { get }
    /// How it was shown; for `.show`, what it resolved to.
    var presentation: Presentation { get }
    /// Whether it was shown with animation; removing it animates the same way.
    var animated: Bool { get }
    /// The live destination, or `nil` once it was released.
    var destination: Screen? { get }

    /// Removes what was presented with the inverse action (pop, dismiss, remove from parent…).
    ///
    /// - Parameter completion: Called exactly once with success or the error, such as
    ///   `RouterError.alreadyRemoved` when the user already went back.
    func remove(completion: (@MainActor (Result<Void, RouterError>) -> Void)?)
}
