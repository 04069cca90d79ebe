import Foundation
import NoteEditorInterface
import RouterInterface
import RouterModulesInterface
import TimeServiceInterface
import UIToolkitInterface

/// Creates or edits a note; stamps the time with the time service, found by its protocol.
final class NoteEditorScreen: Screen, NoteEditorInput {
    weak var delegate: (any NoteEditorDelegate)?
    private(set) var note: Note? { didSet { render() } }
    private let modules: any ModuleRouting
    /// Why the last time stamp failed, if it did.
    private(set) var lastError: ModuleError? { didSet { render() } }
    /// Whether typing is refused (set by the module's preparation): the text shows without a field.
    var isReadOnly = false { didSet { render() } }
    /// What the editor says it is doing.
    private var status = "Not constructed" { didSet { render() } }

    init(modules: any ModuleRouting) {
        self.modules = modules
        super.init(name: "NoteEditor")
        render()
    }

    func constructForCreatingNewNote() {
        note = Note(id: 0, title: "Untitled")
        status = "New note"
    }

    func constructForEditing(note: Note) {
        self.note = note
        status = "Editing '\(note.title)'"
    }

    /// The user taps "Insert time": asks the time service, by its protocol, for the time in UTC,
    /// and appends it to the text.
    private func insertTime() {
        modules.perform(RoutableService<any TimeServiceInput>()) { config in
            config.prepare = { service in service.timeZone = .gmt }
            config.completion = { [weak self] result in
                switch result {
                case .success(let time): if self?.isReadOnly == false { self?.note?.text += time.currentTimeString() }
                case .failure(let error): self?.lastError = error
                }
            }
        }
    }

    /// The user taps "Save": tells the delegate.
    private func save() {
        guard let note else { return }
        delegate?.noteEditor(didSave: note)
    }

    private func render() {
        var elements: [ScreenElement] = [.text("status", status + (isReadOnly ? " (read only)" : ""))]
        if let note {
            elements.append(
                isReadOnly
                    ? .text("text", note.text)
                    : .field("text", "Text", text: note.text) { [weak self] in self?.note?.text = $0 })
        }
        if let lastError { elements.append(.text("error", lastError.description)) }
        if note != nil && !isReadOnly {
            elements.append(.button("insert-time", "Insert time") { [weak self] in self?.insertTime() })
        }
        if note != nil { elements.append(.button("save", "Save") { [weak self] in self?.save() }) }
        content = ScreenContent(title: note?.title ?? "Note", elements)
    }
}
