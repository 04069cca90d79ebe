public import Foundation
public import NavigationInterface
public import RouterInterface
public import RouterModulesInterface
public import UIToolkitInterface

/// A `Routing` and `ModuleRouting` that records navigations and answers each with a
/// `RecordedNavigation` (showing nothing), or fails with a given error: lets a feature's screen be
/// tested without the concrete router. It keeps `Routing`'s contract (`RoutingContractTests`):
/// the completion is called exactly once.
@MainActor
public final class RecordingRouter: Routing {
    /// One recorded navigation.
    public struct Call {
        /// The route.
        public let route: any Route
        /// The source screen's name.
        public let source: String
        /// The presentation.
        public let presentation: Presentation
        /// Whether it was asked to animate.
        public let animated: Bool
    }

    /// One recorded protocols-face perform.
    public struct ModuleCall: Equatable {
        /// The protocol's name.
        public let module: String
        /// The route type, `nil` for a service.
        public let routeType: ScreenRouteType?
        /// The source screen's name.
        public let source: String?

        /// Describes a perform.
        public init(module: String, routeType: ScreenRouteType?, source: String?) {
            self.module = module
            self.routeType = routeType
            self.source = source
        }
    }

    /// Every navigation asked for, oldest first.
    public private(set) var calls: [Call] = []
    /// Every module asked for by protocol, oldest first.
    public internal(set) var moduleCalls: [ModuleCall] = []
    /// What each protocol hands out, by its key.
    var stubs: [ObjectIdentifier: Any] = [:]
    /// When set, every navigation fails with it.
    public var failure: RouterError?
    /// When set, every perform of a module fails with it.
    public var moduleFailure: ModuleError?
    /// What `injectContext` puts into decoders.
    package var decoding: (any RouteDecoding)?

    /// Creates a router.
    public init() {}

    public func navigate(
        to route: any Route, from source: Screen, presentation: Presentation, animated: Bool,
        completion: (@MainActor (Result<any NavigationHandle, RouterError>) -> Void)?
    ) {
        calls.append(Call(route: route, source: source.name, presentation: presentation, animated: animated))
        if let failure {
            completion?(.failure(failure))
        } else {
            completion?(.success(RecordedNavigation(route: route, presentation: presentation, animated: animated)))
        }
    }

    public func injectContext(into decoder: JSONDecoder) {
        if let decoding { decoder.userInfo[.routeDecoding] = decoding }
    }
}
