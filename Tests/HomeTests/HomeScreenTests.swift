import HeadlessUI
import HomeInterface
import NoteEditorInterface
import NoteEditorTesting
import ProfileInterface
import RouterInterface
import RouterModulesInterface
import ShowPageInterface
import TestSupport
import Testing
import UIToolkitInterface

@testable import Home

@MainActor
@Suite("Home")
struct HomeScreenTests {
    @Test("taps push a show and the profile; failures are kept")
    func taps() throws {
        let router = RecordingRouter()
        let home = try #require(
            try StaticInjector([router]).make(HomeFeature.self).build(from: HomeRoute()) as? HomeScreen)
        home.tapShow(42)
        home.tapProfile()
        #expect(router.calls.map { type(of: $0.route).identifier } == ["show", "profile"])
        router.failure = .unregisteredRoute(identifier: "show")
        home.tapShow(1)
        #expect(home.lastError == RouterError.unregisteredRoute(identifier: "show").description)
    }

    @Test("New note asks for the note editor by protocol, prepared for a new note, with Home as its delegate")
    func newNote() throws {
        let router = RecordingRouter()
        let editor = FakeNoteEditor()
        router.stub(RoutableScreen<any NoteEditorInput>(), with: editor)
        let home = try #require(
            try StaticInjector([router]).make(HomeFeature.self).build(from: HomeRoute()) as? HomeScreen)
        home.tapNewNote()
        #expect(router.moduleCalls == [.init(module: "NoteEditorInput", routeType: .push, source: "Home")])
        #expect(editor.note == Note(id: 0, title: "Untitled") && editor.delegate === home)
        editor.delegate?.noteEditor(didSave: Note(id: 0, title: "Untitled", text: "milk"))
        #expect(home.notes.map(\.text) == ["milk"])
        router.moduleFailure = .unregisteredProtocol("NoteEditorInput", kind: "screen")
        home.tapNewNote()
        #expect(home.lastError == ModuleError.unregisteredProtocol("NoteEditorInput", kind: "screen").description)
    }
}
