public import NavigationInterface
import RouterInterface
public import UIToolkitInterface

/// What router observers are told: every transition, by code or by the user, and every error.
public enum RouterEvent: Sendable, Hashable, CustomStringConvertible {
    /// A transition is about to happen.
    case willPerform(RouteTransition)
    /// A transition happened.
    case didPerform(RouteTransition)
    /// A removal is about to happen.
    case willRemove(RouteTransition)
    /// A removal happened, by the router or by a user gesture.
    case didRemove(RouteTransition)
    /// Routing failed; the completion received the same error (the core's or a face's).
    case failed(RoutingFailure, route: String?)

    /// The transition the event is about; `nil` for `.failed`.
    public var transition: RouteTransition? {
        switch self {
        case .willPerform(let t), .didPerform(let t), .willRemove(let t), .didRemove(let t): t
        case .failed: nil
        }
    }

    public var description: String {
        switch self {
        case .willPerform(let t): "will perform \(t)"
        case .didPerform(let t): "did perform \(t)"
        case .willRemove(let t): "will remove \(t)"
        case .didRemove(let t): "did remove \(t)"
        case .failed(let error, let route): "failed\(route.map { " '\($0)'" } ?? ""): \(error)"
        }
    }
}

/// One transition, described by names so it can be logged and compared.
public struct RouteTransition: Sendable, Hashable, CustomStringConvertible {
    /// The route's identifier, when the transition came from a route.
    public var route: String?
    /// The destination screen's name.
    public var destination: String
    /// The source (or container) screen's name.
    public var source: String?
    /// The presentation, when the router made the transition.
    public var presentation: Presentation?
    /// The user gesture, when the user made it.
    public var gesture: UserGesture?
    /// Whether an existing screen was recycled instead of a new one shown.
    public var reused: Bool
    /// The protocol of the module that built the destination, on the protocols face.
    public var module: String?
    /// Whether the transition was asked to animate.
    public var animated: Bool

    /// Creates a transition record.
    public init(
        route: String?, destination: String, source: String?, presentation: Presentation?,
        gesture: UserGesture? = nil, reused: Bool = false, module: String? = nil, animated: Bool = true
    ) {
        self.route = route
        self.destination = destination
        self.source = source
        self.presentation = presentation
        self.gesture = gesture
        self.reused = reused
        self.module = module
        self.animated = animated
    }

    public var description: String {
        var text = destination
        if let route { text += " ‹\(route)›" }
        if let module { text += " «\(module)»" }
        if reused { text += " reused" }
        if let presentation { text += " by \(presentation)" }
        if let gesture { text += " by user \(gesture)" }
        if !animated { text += " without animation" }
        if let source { text += " (\(source))" }
        return text
    }
}
