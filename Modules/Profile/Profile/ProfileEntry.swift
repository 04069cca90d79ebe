public import NavigationInterface
import ProfileInterface
public import RouterInterface

/// The Profile module: a user's profile screen (`ProfileRoute`).
public struct ProfileEntry: AppEntry {
    public let name = "Profile"

    /// Creates the module's entry.
    public init() {}

    public func register(in registrar: any EntryRegistrar) throws(RouterError) {
        try registrar.registerRoute(ProfileRoute.self, feature: ProfileFeature.self)
    }
}
