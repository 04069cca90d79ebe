public import NoteEditorInterface
public import UIToolkitInterface

/// The home screen as its users see it.
@MainActor
public protocol HomeScreenInput: Screen, NoteEditorDelegate {
    /// The last navigation error, as the screen shows it.
    var lastError: String? { get }
    /// The notes saved from the note editor, oldest first.
    var notes: [Note] { get }

    /// The user taps a show: pushes its page.
    ///
    /// - Parameter id: The show.
    func tapShow(_ id: Int)

    /// The user taps the profile button: pushes the profile.
    func tapProfile()

    /// The user taps "New note": pushes the note editor, found by its protocol.
    func tapNewNote()
}
