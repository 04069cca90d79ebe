import DeclarativeUI
import HierarchyDriving
import HierarchyInspection
import TestSupport
import Testing
import UIToolkitInterface

/// The scene derives the hierarchy as a value after every change, and works out visibility and
/// lifecycle events from that value.
@MainActor
@Suite("DeclarativeScene: the hierarchy as a value")
struct SceneTests {
    @Test("a stack's path, a tab view's selection, a split's columns and a sheet are in the state")
    func stateOfEachContainer() throws {
        let scene = DeclarativeScene()
        #expect(scene.state == SceneState() && scene.state.body == "EmptyView()")
        let home = Screen(name: "Home")
        let profile = Screen(name: "Profile")
        profile.content = ScreenContent(title: "Ada")
        let stack = StackContainer([home])
        let tabs = TabContainer([stack, SplitContainer(primary: Screen(name: "List"), detail: Screen(name: "Item"))])
        try scene.setRoot(tabs)
        try stack.push(profile)
        try profile.present(StackContainer([Screen(name: "Login")]), style: .sheet)
        let root = try #require(scene.state.root)
        #expect(root.kind == .tabs && root.selection == 0 && root.content.count == 2)
        #expect(root.content[0].content.map(\.id.name) == ["Home", "Profile"])
        #expect(root.content[1].kind == .split && root.content[1].content.map(\.id.name) == ["List", "Item"])
        let sheet = try #require(root.content[0].content[1].presented)
        #expect(sheet.style == .sheet && sheet.node.content.map(\.id.name) == ["Login"])
        #expect(scene.state.body.contains("NavigationStack(path: [Home#"))
        #expect(scene.state.body.contains("Profile#") && scene.state.body.contains("— Ada"))
        #expect(scene.state.body.contains(".sheet {") && scene.state.body.contains("NavigationSplitView"))
        #expect(scene.state.body.contains("TabView(selection: 0)"))
    }

    @Test("visibility comes from the value: a sheet leaves its presenter on screen, a cover hides it")
    func visibility() throws {
        let scene = DeclarativeScene()
        let home = RecordingScreen(name: "Home")
        try scene.setRoot(StackContainer([home]))
        #expect(scene.visibleScreens.map(\.name) == ["StackContainer", "Home"] && scene.topScreen === home)
        let sheet = RecordingScreen(name: "Sheet")
        try home.present(sheet, style: .sheet)
        #expect(scene.visibleScreens.map(\.name) == ["StackContainer", "Home", "Sheet"])
        #expect(home.isVisible && sheet.lifecycle == [.didLoad, .willAppear, .didAppear])
        try sheet.dismiss()
        let cover = Screen(name: "Cover")
        try home.present(cover, style: .fullScreen)
        #expect(scene.visibleScreens.map(\.name) == ["Cover"] && !home.isVisible)
        #expect(home.lifecycle.suffix(2) == [.willDisappear, .didDisappear])
        #expect(sheet.lifecycle.suffix(2) == [.willDisappear, .didDisappear])
    }

    @Test("a content change draws a new state and appears or disappears nothing")
    func contentChange() throws {
        let scene = DeclarativeScene()
        let home = RecordingScreen(name: "Home")
        try scene.setRoot(home)
        let revision = scene.revision
        home.content = ScreenContent(title: "loaded")
        #expect(scene.revision == revision + 1 && scene.state.root?.title == "loaded")
        #expect(home.lifecycle == [.didLoad, .willAppear, .didAppear])
    }

    @Test("a screen keeps its identifier while it stays; the view layer finds the screen by it")
    func identifiers() throws {
        let scene = DeclarativeScene()
        let home = Screen(name: "Home")
        let stack = StackContainer([home])
        try scene.setRoot(stack)
        let id = try #require(scene.state.root?.content.first?.id)
        try stack.push(Screen(name: "Detail"))
        #expect(scene.state.root?.content.first?.id == id && scene.screen(id) === home)
        try scene.setRoot(nil)
        #expect(scene.screen(id) == nil && scene.state.root == nil)
    }

    @Test("a root placed elsewhere is refused; the screens shown are remembered for leak checks")
    func rootAndLeaks() throws {
        let scene = DeclarativeScene()
        let shown = ShownScreens(watching: scene)
        let stack = StackContainer([Screen(name: "A")])
        try scene.setRoot(stack)
        #expect(throws: HierarchyError.alreadyInHierarchy("A")) { try DeclarativeScene().setRoot(stack.screens[0]) }
        #expect(shown.alive.contains { $0 === stack.screens[0] })
    }
}
