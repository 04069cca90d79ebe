public import RouterInterface

/// The note editor as its callers see it (ZIKRouter's `NoteEditorProtocol`): a screen module
/// found by its protocol and prepared through it.
///
/// ```swift
/// modules.perform(RoutableScreen<any NoteEditorInput>()) { config in
///     config.source = self
///     config.routeType = .push
///     config.prepare = { editor in editor.constructForCreatingNewNote() }
/// }
/// ```
@MainActor
public protocol NoteEditorInput: AnyObject {
    /// Told when the user saves.
    var delegate: (any NoteEditorDelegate)? { get set }
    /// The note being edited; `nil` until the editor is constructed.
    var note: Note? { get }

    /// Prepares the editor for a new, empty note.
    func constructForCreatingNewNote()

    /// Prepares the editor for an existing note.
    ///
    /// - Parameter note: The note to edit.
    func constructForEditing(note: Note)
}

/// Told by the note editor what the user did.
@MainActor
public protocol NoteEditorDelegate: AnyObject {
    /// The user saved the note.
    ///
    /// - Parameter note: The note as saved.
    func noteEditor(didSave note: Note)
}

extension Routable where Kind == ScreenModule, Destination == any NoteEditorInput {
    /// The note editor, found by its protocol.
    public init() { self.init(declaring: Destination.self) }
}

/// The custom transitions the note editor registers for `ScreenRouteType.custom`.
public enum NoteEditorTransition {
    /// Presents the editor full screen with a page-curl transition; removal curls it back.
    public static let pageCurl = "page-curl"
}
