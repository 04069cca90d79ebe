public import NavigationInterface
import RouterInterface

extension EntryRegistrar {
    /// The analytics face's registrar for this module.
    ///
    /// - Throws: `RouterError.dependency(.dependencyFailed)` when the composition root did not
    ///   install the analytics face.
    public var analytics: any AnalyticsRegistering {
        get throws(RouterError) { try face((any AnalyticsRegistering).self) }
    }
}
