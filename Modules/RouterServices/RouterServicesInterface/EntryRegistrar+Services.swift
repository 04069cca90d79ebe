public import NavigationInterface
import RouterInterface

extension EntryRegistrar {
    /// The services face's registrar: where a module registers its services and tasks.
    ///
    /// ```swift
    /// try registrar.services.registerTask(service: SettingsService.name, task: SettingsService.navigate) { … }
    /// ```
    /// - Throws: `RouterError.dependency(.dependencyFailed)` when the composition root did not install the
    ///   services face (`ServicesFace` of `RouterServices`).
    public var services: any ServiceRegistering {
        get throws(RouterError) { try face((any ServiceRegistering).self) }
    }
}
