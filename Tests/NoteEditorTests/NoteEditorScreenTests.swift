import Foundation
import HeadlessUI
import NavigationInterface
import NavigationTesting
import NoteEditorInterface
import RouterInterface
import RouterModulesInterface
import RouterValuesInterface
import TestSupport
import Testing
import TimeServiceInterface
import TimeServiceTesting
import UIToolkitInterface

@testable import NoteEditor

@MainActor
@Suite("NoteEditor")
struct NoteEditorScreenTests {
    /// The window the editor is shown in, so its controls can be used.
    let window = HeadlessWindow()

    final class Delegate: NoteEditorDelegate {
        var saved: [Note] = []
        func noteEditor(didSave note: Note) { saved.append(note) }
    }

    func editor(_ modules: RecordingRouter = RecordingRouter()) throws -> NoteEditorScreen {
        let editor = try #require(
            try StaticInjector([modules]).make(NoteEditorFeature.self).build(from: NoInput()) as? NoteEditorScreen)
        try window.setRoot(StackContainer([editor]))
        return editor
    }

    @Test("constructs for a new note or an existing one; Save tells the delegate")
    func construct() throws {
        let screen = try editor()
        #expect(screen.note == nil && screen.elementIDs == ["status"] && screen.shown("status") == "Not constructed")
        screen.constructForCreatingNewNote()
        #expect(screen.content.title == "Untitled" && screen.shown("status") == "New note")
        screen.constructForEditing(note: Note(id: 4, title: "Groceries", text: "eggs"))
        let delegate = Delegate()
        screen.delegate = delegate
        try screen.type("eggs, milk", into: "text")
        try screen.tap("save")
        #expect(delegate.saved == [Note(id: 4, title: "Groceries", text: "eggs, milk")])
        #expect(screen.shown("status") == "Editing 'Groceries'" && screen.shown("text") == "eggs, milk")
    }

    @Test("Insert time asks the time service by protocol, prepared for GMT; a failure is kept")
    func insertTime() throws {
        let modules = RecordingRouter()
        let time = FixedTimeService(timeZone: TimeZone(secondsFromGMT: 7200)!)
        modules.stub(RoutableService<any TimeServiceInput>(), with: time)
        let screen = try editor(modules)
        screen.constructForCreatingNewNote()
        try screen.tap("insert-time")
        #expect(screen.shown("text") == "12:00:00 GMT" && time.timeZone == .gmt)
        #expect(modules.moduleCalls.map(\.module) == ["TimeServiceInput"])
        modules.moduleFailure = .unregisteredProtocol("TimeServiceInput", kind: "service")
        try screen.tap("insert-time")
        #expect(
            screen.shown("error") == ModuleError.unregisteredProtocol("TimeServiceInput", kind: "service").description
                && screen.shown("text") == "12:00:00 GMT")
    }
}
