import Foundation
import NoteEditorInterface
import RouterInterface
import RouterModulesInterface
import TimeServiceInterface
import UIToolkitInterface

/// Creates or edits a note; stamps the time with the time service, found by its protocol.
final class NoteEditorScreen: Screen, NoteEditorScreenInput {
    weak var delegate: (any NoteEditorDelegate)?
    private(set) var note: Note?
    private let modules: any ModuleRouting
    /// Why the last time stamp failed, if it did.
    private(set) var lastError: ModuleError?
    /// Whether typing is refused (set by the module's preparation).
    var isReadOnly = false {
        didSet { if isReadOnly && !oldValue { summary = (summary ?? "") + " (read only)" } }
    }

    init(modules: any ModuleRouting) {
        self.modules = modules
        super.init(name: "NoteEditor")
        summary = "not constructed"
    }

    func constructForCreatingNewNote() {
        note = Note(id: 0, title: "Untitled")
        summary = "new note"
    }

    func constructForEditing(note: Note) {
        self.note = note
        summary = "editing '\(note.title)'"
    }

    /// The user types at the end of the note.
    func type(_ text: String) {
        guard !isReadOnly else { return }
        note?.text += text
    }

    /// The user taps "Insert time": asks the time service, by its protocol, for the time in UTC.
    func tapInsertTime() {
        modules.perform(RoutableService<any TimeServiceInput>()) { config in
            config.prepare = { service in service.timeZone = .gmt }
            config.completion = { [weak self] result in
                switch result {
                case .success(let time): self?.type(time.currentTimeString())
                case .failure(let error): self?.lastError = error
                }
            }
        }
    }

    /// The user taps "Save": tells the delegate.
    func tapSave() {
        guard let note else { return }
        delegate?.noteEditor(didSave: note)
    }
}
