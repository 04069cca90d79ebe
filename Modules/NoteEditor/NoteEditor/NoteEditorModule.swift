import HeadlessUI
import NoteEditorInterface
public import RouterInterface

/// The NoteEditor module: the note editor, found by its protocol
/// (`RoutableScreen<any NoteEditorInput>`), and its `page-curl` transition.
public struct NoteEditorModule: AppModule {
    public let name = "NoteEditor"

    /// Creates the module's entry.
    public init() {}

    public func register(in registrar: any ModuleRegistrar) throws(RouterError) {
        try registrar.registerScreen(RoutableScreen<any NoteEditorInput>(), feature: NoteEditorFeature.self)
        try registrar.registerTransition(
            CustomTransition(
                name: NoteEditorTransition.pageCurl,
                perform: { destination, source throws(HeadlessUIError) in
                    try source.present(destination, style: .custom(transition: NoteEditorTransition.pageCurl))
                },
                remove: { destination throws(HeadlessUIError) in try destination.dismiss() }))
    }
}
