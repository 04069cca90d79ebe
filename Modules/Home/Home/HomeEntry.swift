import HomeInterface
public import NavigationInterface
public import RouterInterface

/// The Home module: the home screen (`HomeRoute`), with featured shows and notes.
public struct HomeEntry: AppEntry {
    public let name = "Home"

    /// Creates the module's entry.
    public init() {}

    public func register(in registrar: any EntryRegistrar) throws(RouterError) {
        try registrar.registerRoute(HomeRoute.self, feature: HomeFeature.self)
    }
}
