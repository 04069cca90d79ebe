import Foundation
import HeadlessUI
import NoteEditorInterface
import RouterInterface
import RouterModulesInterface
import TestSupport
import Testing
import TimeServiceInterface
import TimeServiceTesting
import UIToolkitInterface

@testable import NoteEditor

@MainActor
@Suite("NoteEditor")
struct NoteEditorScreenTests {
    final class Delegate: NoteEditorDelegate {
        var saved: [Note] = []
        func noteEditor(didSave note: Note) { saved.append(note) }
    }

    func editor(_ modules: RecordingRouter = RecordingRouter()) throws -> NoteEditorScreen {
        try #require(
            try StaticInjector([modules]).make(NoteEditorFeature.self).build(from: NoInput()) as? NoteEditorScreen)
    }

    @Test("constructs for a new note or an existing one; Save tells the delegate")
    func construct() throws {
        let screen = try editor()
        #expect(screen.note == nil && screen.summary == "not constructed")
        screen.constructForCreatingNewNote()
        #expect(screen.note == Note(id: 0, title: "Untitled") && screen.summary == "new note")
        screen.constructForEditing(note: Note(id: 4, title: "Groceries", text: "eggs"))
        let delegate = Delegate()
        screen.delegate = delegate
        screen.type(", milk")
        screen.tapSave()
        #expect(delegate.saved == [Note(id: 4, title: "Groceries", text: "eggs, milk")])
        #expect(screen.summary == "editing 'Groceries'")
    }

    @Test("Insert time asks the time service by protocol, prepared for GMT; a failure is kept")
    func insertTime() throws {
        let modules = RecordingRouter()
        let time = FixedTimeService(timeZone: TimeZone(secondsFromGMT: 7200)!)
        modules.stub(RoutableService<any TimeServiceInput>(), with: time)
        let screen = try editor(modules)
        screen.constructForCreatingNewNote()
        screen.tapInsertTime()
        #expect(screen.note?.text == "12:00:00 GMT" && time.timeZone == .gmt)
        #expect(modules.moduleCalls.map(\.module) == ["TimeServiceInput"])
        modules.moduleFailure = .unregisteredProtocol("TimeServiceInput", kind: "service")
        screen.tapInsertTime()
        #expect(
            screen.lastError == .unregisteredProtocol("TimeServiceInput", kind: "service")
                && screen.note?.text == "12:00:00 GMT")
    }
}
