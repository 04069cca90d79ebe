public import NavigationInterface
import RouterInterface

extension EntryRegistrar {
    /// The protocols face's registrar: where a module registers its screen, maker and service modules.
    ///
    /// ```swift
    /// try registrar.modules.registerScreen(RoutableScreen<any NoteEditorInput>(), feature: NoteEditorFeature.self)
    /// ```
    /// - Throws: `RouterError.dependency(.dependencyFailed)` when the composition root did not install the
    ///   protocols face (`ModulesFace` of `RouterModules`).
    public var modules: any ModuleRegistering {
        get throws(RouterError) { try face((any ModuleRegistering).self) }
    }
}
