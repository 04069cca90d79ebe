import HeadlessUI
import NoteEditorInterface
public import RouterInterface

/// Builds the note editor; its time service comes through the protocols face.
struct NoteEditorFeature: Feature {
    @Dependency var modules: any ModuleRouting

    func build(from route: (any Route)?) throws -> Screen {
        NoteEditorScreen(modules: modules)
    }
}

/// Registers the note editor under its protocol, with its custom transition.
public enum NoteEditorModule {
    /// Registers `RoutableScreen<any NoteEditorInput>` and the `page-curl` transition.
    ///
    /// - Throws: `RouterError.duplicateRegistration` when either is registered already.
    @MainActor
    public static func register(in registry: any ModuleRegistering) throws(RouterError) {
        try registry.registerScreen(RoutableScreen<any NoteEditorInput>(), feature: NoteEditorFeature.self)
        try registry.registerTransition(CustomTransition(
            name: NoteEditorTransition.pageCurl,
            perform: { destination, source throws(HeadlessUIError) in
                try source.present(destination, style: .custom(transition: NoteEditorTransition.pageCurl))
            },
            remove: { destination throws(HeadlessUIError) in try destination.dismiss() }))
    }
}
