public import NavigationInterface
import NoteEditorInterface
public import RouterInterface
import RouterModulesInterface
import RouterValuesInterface
import UIToolkitInterface

/// The NoteEditor module: the note editor, found by its protocol
/// (`RoutableScreen<any NoteEditorInput>`) or made from a draft
/// (`RoutableMaker<NoteDraft, any NoteEditorInput>`), and its `page-curl` transition.
public struct NoteEditorEntry: AppEntry {
    public let name = "NoteEditor"

    /// Creates the module's entry.
    public init() {}

    public func register(in registrar: any EntryRegistrar) throws(RouterError) {
        var options = ScreenModuleOptions<any NoteEditorInput>()
        // The module's own preparation, from the caller's userInfo.
        options.prepare = { editor, preparation in
            if preparation.userInfo[NoteEditorKeys.readOnly] == true {
                (editor as? NoteEditorScreen)?.isReadOnly = true
            }
        }
        try registrar.modules.registerScreen(
            RoutableScreen<any NoteEditorInput>(), feature: NoteEditorFeature.self, options: options)
        try registrar.modules.registerMaker(
            RoutableMaker<NoteDraft, any NoteEditorInput>(), feature: NoteDraftFeature.self, options: options)
        try registrar.registerTransition(
            CustomTransition(
                name: NoteEditorTransition.pageCurl,
                perform: { destination, source throws(HierarchyError) in
                    try source.present(destination, style: .custom(transition: NoteEditorTransition.pageCurl))
                },
                remove: { destination throws(HierarchyError) in try destination.dismiss() }))
    }
}
