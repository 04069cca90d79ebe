import AlertInterface
public import RouterInterface

/// The Alert module: an alert with a title, a message and buttons, found by its protocol
/// (`RoutableScreen<any AlertInput>`).
public struct AlertModule: AppModule {
    public let name = "Alert"

    /// Creates the module's entry.
    public init() {}

    public func register(in registrar: any ModuleRegistrar) throws(RouterError) {
        try registrar.registerScreen(RoutableScreen<any AlertInput>(), feature: AlertFeature.self)
    }
}
