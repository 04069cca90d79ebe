public import RouterModulesInterface
public import UIToolkitInterface

/// The note editor as the person typing sees it.
@MainActor
public protocol NoteEditorScreenInput: Screen, NoteEditorInput {
    /// The last error of the time service or of closing, shown on screen.
    var lastError: ModuleError? { get }

    /// The user types text at the end of the note.
    ///
    /// - Parameter text: What was typed.
    func type(_ text: String)

    /// The user taps "Insert time": appends the time from the time service, found by protocol.
    func tapInsertTime()

    /// The user taps "Save": tells the delegate and closes the editor.
    func tapSave()
}
