import HeadlessUI
import NoteEditorInterface
import RouterInterface

/// Builds the note editor; its time service comes through the protocols face.
struct NoteEditorFeature: Feature {
    @Dependency var modules: any ModuleRouting

    func build(from route: (any Route)?) throws -> Screen {
        NoteEditorScreen(modules: modules)
    }
}
