import Foundation
import HeadlessUI
import NoteEditorInterface
import RouterInterface
import RouterModulesInterface
import Synchronization
import TestSupport
import Testing
import TimeServiceInterface
import UIToolkitInterface

@testable import NoteEditor

@MainActor
@Suite("NoteEditor")
struct NoteEditorScreenTests {
    final class Delegate: NoteEditorDelegate {
        var saved: [Note] = []
        func noteEditor(didSave note: Note) { saved.append(note) }
    }

    /// A time service that prints its zone's offset: the editor asks it by protocol, through the router.
    final class Clock: TimeServiceInput {
        private let zone: Mutex<TimeZone>

        init(timeZone: TimeZone) { zone = Mutex(timeZone) }

        var timeZone: TimeZone {
            get { zone.withLock { $0 } }
            set { zone.withLock { $0 = newValue } }
        }

        func currentTimeString() -> String { "12:00:00 \(timeZone.identifier)" }
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
        let time = Clock(timeZone: TimeZone(secondsFromGMT: 7200)!)
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
