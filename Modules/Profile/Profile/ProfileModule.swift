import ProfileInterface
public import RouterInterface

/// The Profile module: a user's profile screen (`ProfileRoute`).
public struct ProfileModule: AppModule {
    public let name = "Profile"

    /// Creates the module's entry.
    public init() {}

    public func register(in registrar: any ModuleRegistrar) throws(RouterError) {
        try registrar.registerRoute(ProfileRoute.self, feature: ProfileFeature.self)
    }
}
