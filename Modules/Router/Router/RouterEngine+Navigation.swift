import InjectionInterface
public import NavigationInterface
import RouterInspection
public import RouterInterface
public import UIToolkitInterface

extension RouterEngine {
    public func navigate(
        to route: any Route, from source: Screen, presentation: Presentation, animated: Bool,
        completion: (@MainActor (Result<any NavigationHandle, RouterError>) -> Void)?
    ) {
        if isShowing && source.isVisible {
            // A screen that appeared in the running transition navigates once it ends, as UIKit
            // allows from `viewDidAppear`; one asking while it is being built is refused below.
            // `endTransition` empties the list, so the strong capture lasts one transition.
            return afterTransition.append {
                self.navigate(
                    to: route, from: source, presentation: presentation, animated: animated, completion: completion)
            }
        }
        let result: Result<any NavigationHandle, RouterError>
        do {
            result = .success(try open(route, from: source, presentation: presentation, animated: animated))
        } catch {
            emit(.failed(RoutingFailure(error), route: type(of: route).identifier))
            result = .failure(error)
        }
        completion?(result)
    }

    /// Opens a route synchronously: the core every face calls.
    ///
    /// - Parameters:
    ///   - route: Where to go.
    ///   - source: The screen navigating.
    ///   - presentation: How to show the destination.
    ///   - animated: Whether the transition animates, in the UI and in the events.
    /// - Returns: A handle on the presented destination.
    /// - Throws: Any `RouterError` of the pipeline; nothing changed in the hierarchy then.
    @discardableResult
    public func open(
        _ route: any Route, from source: Screen, presentation: Presentation, animated: Bool = true
    ) throws(RouterError) -> PresentedRoute {
        let identifier = type(of: route).identifier
        return try guarded(identifier) { () throws(RouterError) in
            guard source.window === window else { throw .invalidSource(source.name) }
            let screen = try makeScreen(for: route, from: source)
            return try present(screen, route: route, from: source, presentation: presentation, animated: animated)
        }
    }

    /// Builds the screen for a route without presenting it: handler, feature, injection,
    /// `isEnabled()` or fallback, `build`.
    ///
    /// - Throws: `RouterError.unregisteredRoute`, `.buildFailed` (a handler chose a feature
    ///   that builds from another type), `.dependency`, `.featureDisabled`,
    ///   `.fallbackLoop`, `.buildFailed`.
    public func makeScreen(for route: any Route, from source: Screen?) throws(RouterError) -> Screen {
        let identifier = type(of: route).identifier
        guard let served = handlers[identifier] else {
            throw .unregisteredRoute(identifier: RouteIdentifier(identifier))
        }
        let feature = served.handler.destination(for: route, bound: served.binding.feature, from: source)
        let screen = try buildScreen(feature, route: route)
        screen.openedRoute = route
        return screen
    }

    /// The one place a route meets its feature's type: a bound feature's `Input` is the route's
    /// type (`RouteBinding` requires it), so this fails only for a handler's own choice.
    private func buildScreen<Chosen: Feature>(_ type: Chosen.Type, route: any Route) throws(RouterError) -> Screen {
        guard let input = route as? Chosen.Input else {
            throw .buildFailed(
                feature: String(describing: type),
                reason:
                    "it does not build from the route '\(Swift.type(of: route).identifier)': check the handler's choice"
            )
        }
        return try buildScreen(type, from: input)
    }

    /// Creates a feature (injecting it), applies `isEnabled()` and fallbacks, and builds its
    /// screen from the input.
    ///
    /// - Throws: `RouterError.dependency`, `.featureDisabled`, `.fallbackLoop`, `.buildFailed`.
    public func buildScreen<Input>(_ type: any Feature<Input>.Type, from input: Input) throws(RouterError) -> Screen {
        // Types, not names: a type's name costs a run-time walk of its metadata (a generic
        // feature's, thousands of instructions), paid only for a message.
        var tried: [any Feature<Input>.Type] = []
        var current = type
        while true {
            let feature = try instantiate(current)
            if feature.isEnabled() { return try building(current) { try feature.build(from: input) } }
            tried.append(current)
            guard let fallback = feature.fallback(for: input) else {
                throw .featureDisabled(
                    feature: String(describing: current),
                    route: (input as? any Route).map { Swift.type(of: $0).routeIdentifier })
            }
            if tried.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(fallback) }) {
                throw .fallbackLoop((tried + [fallback]).map { String(describing: $0) })
            }
            current = fallback
        }
    }

    /// Runs a feature's `build`: a `RouterError` it throws unchanged, any other error as `buildFailed`.
    private func building(_ feature: any Any.Type, _ build: () throws -> Screen) throws(RouterError) -> Screen {
        do {
            return try build()
        } catch let error as RouterError {
            throw error
        } catch {
            throw .buildFailed(feature: String(describing: feature), reason: String(describing: error))
        }
    }

    /// Creates a feature inside an injection context.
    ///
    /// - Throws: `RouterError.dependency` (or `.invalidConfiguration` listing several).
    public func instantiate<Input>(_ type: any Feature<Input>.Type) throws(RouterError) -> any Feature<Input> {
        let injector = ContainerInjector(container: container, feature: type, failures: injectionFailures)
        let feature = FeatureInjection.$current.withValue(injector) { type.init() }
        if let error = injector.takeError() { throw error }
        return feature
    }

    /// Launches a feature as the window's root, optionally in a navigation stack.
    ///
    /// `isEnabled()` and fallbacks apply here too, as to every other route.
    /// - Parameters:
    ///   - feature: The feature.
    ///   - input: What it builds from: a route, which becomes the root's `openedRoute`, or `NoInput()`.
    /// - Returns: The root screen.
    /// - Throws: What `buildScreen` throws.
    @discardableResult
    public func launch<Input>(_ feature: any Feature<Input>.Type, from input: Input, embedInNavigation: Bool = true)
        throws(RouterError) -> Screen
    {
        let screen = try buildScreen(feature, from: input)
        let route = input as? any Route
        screen.openedRoute = route
        return try setRoot(screen, embedInNavigation: embedInNavigation, route: route)
    }

    /// Launches the screen of a route as the window's root, optionally in a navigation stack.
    ///
    /// - Returns: The root screen.
    /// - Throws: What `makeScreen` throws.
    @discardableResult
    public func launch(route: any Route, embedInNavigation: Bool = true) throws(RouterError) -> Screen {
        let screen = try makeScreen(for: route, from: nil)
        return try setRoot(screen, embedInNavigation: embedInNavigation, route: route)
    }

    private func setRoot(_ screen: Screen, embedInNavigation: Bool, route: (any Route)?) throws(RouterError) -> Screen {
        let root = embedInNavigation ? StackContainer([screen]) : screen
        let transition = RouteTransition(
            route: route.map { type(of: $0).identifier }, destination: screen.name,
            source: nil, presentation: .setRoot)
        return try guarded("launch \(screen.name)") { () throws(RouterError) in
            emit(.willPerform(transition))
            isShowing = true
            do throws(HierarchyError) { try window.setRoot(root) } catch {
                throw .invalidPresentation(presentation: "launch", reason: error.description)
            }
            emit(.didPerform(transition))
            return root
        }
    }
}
