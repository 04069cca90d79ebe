import InjectionInterface
import NavigationInterface
import NoteEditorInterface
import RouterInterface
import RouterModulesInterface
import UIToolkitInterface

/// Builds the note editor; its time service comes through the protocols face.
struct NoteEditorFeature: Feature {
    @Resolved var modules: any ModuleRouting

    func build(from _: NoInput) throws -> Screen {
        NoteEditorScreen(modules: modules)
    }
}

/// Makes the note editor from a draft: the typed maker's feature.
struct NoteDraftFeature: Feature {
    @Resolved var modules: any ModuleRouting

    /// A blank title is refused.
    struct BlankTitle: Error, CustomStringConvertible {
        var description: String { "a note needs a title: give the draft one" }
    }

    func build(from draft: NoteDraft) throws -> Screen {
        guard !draft.title.allSatisfy(\.isWhitespace) else { throw BlankTitle() }
        let screen = NoteEditorScreen(modules: modules)
        screen.constructForEditing(note: Note(id: 0, title: draft.title, text: draft.text))
        return screen
    }
}
