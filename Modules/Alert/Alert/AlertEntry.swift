import AlertInterface
public import NavigationInterface
public import RouterInterface
import RouterModulesInterface

/// The Alert module: an alert with a title, a message and buttons, found by its protocol
/// (`RoutableScreen<any AlertInput>`); it supports only the modal route types.
public struct AlertEntry: AppEntry {
    public let name = "Alert"

    /// Creates the module's entry.
    public init() {}

    public func register(in registrar: any EntryRegistrar) throws(RouterError) {
        // An alert is presented, never pushed or embedded: its supported route types say so.
        var options = ScreenModuleOptions<any AlertInput>()
        options.supportedRouteTypes = ScreenRouteTypes.modal.union(.makeDestination)
        try registrar.modules.registerScreen(
            RoutableScreen<any AlertInput>(), feature: AlertFeature.self, options: options)
    }
}
