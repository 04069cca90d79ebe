import AnalyticsInterface
import GreetingInterface
public import NavigationInterface
public import RouterInterface

/// The Greeting module: the screen of `GreetingRoute`, tracked by the team's analytics face.
public struct GreetingEntry: AppEntry {
    public let name = "Greeting"

    /// Creates the module's entry.
    public init() {}

    public func register(in registrar: any EntryRegistrar) throws(RouterError) {
        try registrar.registerRoute(GreetingRoute.self, feature: GreetingFeature.self)
        try registrar.analytics.track(GreetingRoute.self, as: "greeting_screen")
    }
}
