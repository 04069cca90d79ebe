import FeatureFlagsInterface
import InjectionInterface
public import NavigationInterface
public import RouterInterface

/// The feature-flags module: one in-memory provider for the app, registered as
/// `any FeatureFlagProviding` (what features read) and `any FeatureFlagOverriding` (what a
/// remote configuration, or the app, writes).
public struct FeatureFlagsEntry: AppEntry {
    public let name = "FeatureFlags"

    /// Creates the module's entry; flags nobody set are on.
    public init() {}

    public func register(in registrar: any EntryRegistrar) throws(RouterError) {
        let flags = InMemoryFeatureFlags()
        try registrar.register((any FeatureFlagOverriding).self, scope: .singleton) { flags }
        try registrar.register((any FeatureFlagProviding).self, scope: .singleton) { flags }
    }
}
