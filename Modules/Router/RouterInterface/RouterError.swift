public import InjectionInterface

/// Every way routing can fail. Each case says what the user of the router should do.
public enum RouterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No handler serves this route identifier: register the module's `RouteHandler`.
    case unregisteredRoute(identifier: RouteIdentifier)
    /// Two registrations claim the same key (a route, a dependency type, a task…): remove one.
    case duplicateRegistration(RegistrationKey)
    /// A feature's or a module's dependency could not be registered or resolved: the container's
    /// error says which and what to do.
    case dependency(InjectionError)
    /// `validate()` found problems; every one is listed.
    case invalidConfiguration([RouterError])
    /// The feature is disabled and names no fallback: hide the entry point or add a fallback.
    case featureDisabled(feature: String, route: RouteIdentifier?)
    /// Fallbacks lead back to a feature already tried.
    case fallbackLoop([String])
    /// The feature's `build` threw, or the feature cannot build from what it was opened with (a
    /// route handler's choice that builds from another route type).
    case buildFailed(feature: String, reason: String)
    /// An `AnyRoute` string is not `identifier|{json}`.
    case malformedAnyRoute(String)
    /// The route's parameters do not decode into its type.
    case undecodableRoute(identifier: RouteIdentifier, reason: String)
    /// The route refuses a parameter's value (a show id of 0, say): pass a value it accepts.
    case invalidRouteParameter(route: RouteIdentifier, name: String, value: String, expected: String)
    /// `AnyRoute` was decoded without a registry: call `router.injectContext(into:)` first.
    case missingDecodingContext
    /// The presentation cannot happen from this source; the reason says what the UI refused, in
    /// the words of the UI seam's `HierarchyError`.
    case invalidPresentation(presentation: String, reason: String)
    /// The source screen is gone or not in the router's window.
    case invalidSource(String)
    /// What the handle presented is no longer there (e.g. the user went back).
    case alreadyRemoved(String)
    /// This presentation has no inverse (`setRoot`): navigate somewhere else instead.
    case notRemovable(String)
    /// The router is gone (or has no window): nothing can be presented or removed through it.
    case noWindow
    /// A transition was started while another was in progress, or while itself was (a module
    /// that routes to itself): start it from the completion instead.
    case transitionInProgress(inProgress: String, attempted: String)

    public var description: String {
        switch self {
        case .unregisteredRoute(let identifier):
            "no route is registered for '\(identifier)': register the RouteHandler of the module that declares it"
        case .duplicateRegistration(let key):
            "\(key) is registered twice: remove one registration"
        case .dependency(let error):
            error.description
        case .invalidConfiguration(let problems):
            "the router configuration has \(problems.count) problem(s):\n"
                + problems.map { "  - \($0)" }.joined(separator: "\n")
        case .featureDisabled(let feature, let route):
            "\(feature) is disabled\(route.map { " (route '\($0)')" } ?? "") and has no fallback: hide its entry point or give it a fallback"
        case .fallbackLoop(let features):
            "fallbacks loop: \(features.joined(separator: " → "))"
        case .buildFailed(let feature, let reason):
            "\(feature) failed to build its screen: \(reason)"
        case .malformedAnyRoute(let string):
            "'\(string.prefix(80))' is not an AnyRoute: expected 'identifier|{json parameters}'"
        case .undecodableRoute(let identifier, let reason):
            "the parameters of route '\(identifier)' do not decode: \(reason)"
        case .invalidRouteParameter(let route, let name, let value, let expected):
            "the route '\(route)' refuses \(name) = \(value.prefix(40)): pass \(expected)"
        case .missingDecodingContext:
            "AnyRoute needs the route registry: call router.injectContext(into: decoder) before decoding"
        case .invalidPresentation(let presentation, let reason):
            "cannot \(presentation): \(reason)"
        case .invalidSource(let name):
            "the source \(name) is not in the router's window: navigate from a screen that is on display"
        case .alreadyRemoved(let name):
            "\(name) is no longer presented (the user may have gone back): nothing to remove"
        case .notRemovable(let name):
            "\(name) replaced the window root and cannot be removed: navigate to another root instead"
        case .noWindow:
            "the router that handles this is gone: keep the router alive for as long as its screens"
        case .transitionInProgress(let inProgress, let attempted) where inProgress == attempted:
            "'\(attempted)' started itself while it was in progress: break the recursion"
        case .transitionInProgress(let inProgress, let attempted):
            "cannot start '\(attempted)' while '\(inProgress)' is in progress: start it from the completion instead"
        }
    }
}
