public import RouterInterface
import TimeServiceInterface

/// Registers the time service under its protocol.
public enum TimeServiceModule {
    /// Registers `LiveTimeService` as `RoutableService<any TimeServiceInput>`, one per app.
    ///
    /// - Throws: `RouterError.duplicateRegistration` when it is registered already.
    @MainActor
    public static func register(in registry: any ModuleRegistering) throws(RouterError) {
        try registry.registerService(RoutableService<any TimeServiceInput>(), scope: .singleton) { () throws -> any TimeServiceInput in
            LiveTimeService()
        }
    }
}
