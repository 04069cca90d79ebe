public import RouterInterface
public import RouterValuesInterface

/// Every way the protocols face can fail. Each case says what the caller should do.
///
/// What fails underneath, in the route pipeline (a missing dependency, a disabled feature, a
/// refused presentation, a route started inside another), arrives as `.routing`.
public enum ModuleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No module is registered for this protocol: register the module (or an adapter to one) in the composition root.
    case unregisteredProtocol(ProtocolName, kind: String)
    /// The registered module built something that does not conform to the protocol it serves.
    case destinationMismatch(module: ProtocolName, destination: String)
    /// The route has no source, or its source was released: set the source to a screen on display.
    case sourceReleased
    /// The destination is shown already (over-route): remove it first, or perform a new one.
    case overRoute(String)
    /// The handle never showed this destination (it was only made, or shown by someone else).
    case notPresentedByRouter(String)
    /// The destination of a handle was released: perform the module again for a new one.
    case destinationReleased(ProtocolName)
    /// A module was performed with a route type it does not support: use one it lists.
    case unsupportedRouteType(module: ProtocolName, routeType: String, supported: String)
    /// A screen handed to `prepareDestination` is not a destination of the module: prepare
    /// only what conforms to the module's protocol.
    case invalidPerformer(module: ProtocolName, destination: String)
    /// The route pipeline underneath failed; the core's error says what to do.
    case routing(RouterError)

    public var description: String {
        switch self {
        case .unregisteredProtocol(let name, let kind):
            "no \(kind) module is registered for \(name): register the module that provides it (or an adapter) in the composition root"
        case .destinationMismatch(let module, let destination):
            "the module registered for \(module) built \(destination), which does not conform to \(module)"
        case .sourceReleased:
            "the route has no source, or it was released: set config.source to a screen on display"
        case .overRoute(let name):
            "\(name) is shown already: remove it first, or perform the module again for a new destination"
        case .notPresentedByRouter(let name):
            "\(name) was not shown by this route (it was only made, or shown by other code): remove it where it was shown"
        case .destinationReleased(let name):
            "the destination of \(name) was released: perform the module again"
        case .unsupportedRouteType(let module, let routeType, let supported):
            "\(module) does not support the route type \(routeType): use one of \(supported)"
        case .invalidPerformer(let module, let destination):
            "\(destination) is not a destination of \(module): prepare only a screen that conforms to \(module)"
        case .routing(let error):
            error.description
        }
    }
}
