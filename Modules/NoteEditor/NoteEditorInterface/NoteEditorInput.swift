import RouterInterface
public import RouterModulesInterface
public import RouterValuesInterface

/// The note editor as its callers see it: a screen module
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
    /// Whether typing is refused; the module sets it from `NoteEditorKeys.readOnly`.
    var isReadOnly: Bool { get }
}

/// The values the note editor's own preparation reads from a route's `userInfo`.
public enum NoteEditorKeys {
    /// Opens the editor read-only: what is typed is ignored.
    public static let readOnly = UserInfoKey<Bool>("readOnly")
}

/// What a new note is made from: the arguments of the editor's typed maker
/// (`RoutableMaker<NoteDraft, any NoteEditorInput>`).
public struct NoteDraft: Sendable, Hashable {
    /// The new note's title; it must not be blank.
    public var title: String
    /// The new note's text.
    public var text: String

    /// Describes a new note.
    public init(title: String, text: String = "") {
        self.title = title
        self.text = text
    }
}

extension Routable where Kind == MakerModule<NoteDraft>, Destination == any NoteEditorInput {
    /// The note editor, made from a draft.
    public init() { self.init(declaring: Destination.self) }
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
