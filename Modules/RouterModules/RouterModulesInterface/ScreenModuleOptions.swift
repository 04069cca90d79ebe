import RouterInterface
public import RouterValuesInterface

/// What a screen module declares when it registers, beside the feature that builds it: the
/// route types it supports and its own preparation of each destination.
///
/// ```swift
/// var options = ScreenModuleOptions<any AlertInput>()
/// options.supportedRouteTypes = ScreenRouteTypes.modal.union(.makeDestination)
/// options.prepare = { alert, preparation in alert.tint = preparation.userInfo[AlertKeys.tint] }
/// try registrar.registerScreen(RoutableScreen<any AlertInput>(), feature: AlertFeature.self, options: options)
/// ```
public struct ScreenModuleOptions<Destination> {
    /// The route types callers may use; any other is `ModuleError.unsupportedRouteType`.
    public var supportedRouteTypes: ScreenRouteTypes = .all
    /// The module's own preparation of each destination, after the caller's `prepare`, with
    /// the caller's `userInfo`.
    public var prepare: (@MainActor (Destination, ModulePreparation) -> Void)?

    /// Creates options that support every route type and prepare nothing.
    public init() {}
}

/// What a module's own preparation learns about the route.
public struct ModulePreparation: Sendable {
    /// The values the caller passed in `ScreenRouteConfiguration.userInfo`.
    public let userInfo: UserInfo
    /// How the destination will be shown; `nil` when a caller prepares a destination it made.
    public let routeType: ScreenRouteType?

    /// Describes a preparation.
    public init(userInfo: UserInfo, routeType: ScreenRouteType?) {
        self.userInfo = userInfo
        self.routeType = routeType
    }
}
