/// What the services face shows of itself to what inspects the running app (the CLI, the
/// flows): the services registered and the fallback. Features use `ServiceRouting`; only the
/// composition root holds the concrete face.
@MainActor
public protocol ServiceInspecting: ServiceRouting {
    /// Answers for services and tasks nobody registered; held weakly.
    var fallback: (any ServiceFallbackDelegate)? { get set }
    /// Every registered service with its tasks, sorted by name.
    var registeredServices: [ServiceInfo] { get }
}
