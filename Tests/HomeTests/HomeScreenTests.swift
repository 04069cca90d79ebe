import HeadlessUI
import HomeInterface
import NavigationTesting
import NoteEditorInterface
import NoteEditorTesting
import ProfileInterface
import RouterInterface
import RouterModulesInterface
import RouterValuesInterface
import ShowPageInterface
import TestSupport
import Testing
import UIToolkitInterface

@testable import Home

@MainActor
@Suite("Home")
struct HomeScreenTests {
    /// The window Home is shown in, so its buttons can be tapped.
    let window = HeadlessWindow()

    func home(_ router: RecordingRouter) throws -> HomeScreen {
        let home = try #require(
            try StaticInjector([router]).make(HomeFeature.self).build(from: HomeRoute()) as? HomeScreen)
        try window.setRoot(StackContainer([home]))
        return home
    }

    @Test("taps push a show and the profile; failures are kept")
    func taps() throws {
        let router = RecordingRouter()
        let home = try home(router)
        #expect(home.elementIDs == ["featured", "profile", "new-note"])
        #expect(home.shown("featured") == "Show #42\nShow #7")
        try home.tap("show-42")
        try home.tap("profile")
        #expect(router.calls.map { type(of: $0.route).identifier } == ["show", "profile"])
        router.failure = .unregisteredRoute(identifier: "show")
        try home.tap("show-7")
        #expect(home.shown("error") == RouterError.unregisteredRoute(identifier: "show").description)
    }

    @Test("New note asks for the note editor by protocol, prepared for a new note, with Home as its delegate")
    func newNote() throws {
        let router = RecordingRouter()
        let editor = FakeNoteEditor()
        router.stub(RoutableScreen<any NoteEditorInput>(), with: editor)
        let home = try home(router)
        try home.tap("new-note")
        #expect(router.moduleCalls == [.init(module: "NoteEditorInput", routeType: .push, source: "Home")])
        #expect(editor.note == Note(id: 0, title: "Untitled") && editor.delegate === home)
        editor.delegate?.noteEditor(didSave: Note(id: 0, title: "Untitled", text: "milk"))
        #expect(home.notes.map(\.text) == ["milk"] && home.shown("notes") == "Untitled: milk")
        router.moduleFailure = .unregisteredProtocol("NoteEditorInput", kind: "screen")
        try home.tap("new-note")
        #expect(home.shown("error") == ModuleError.unregisteredProtocol("NoteEditorInput", kind: "screen").description)
    }
}
