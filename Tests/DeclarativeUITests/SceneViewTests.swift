import DeclarativeUI
import Testing
import UIToolkitInterface

/// The view layer observes the state and draws a body per new value, and nothing else.
@MainActor
@Suite("SceneView: the view layer")
struct SceneViewTests {
    @Test("draws on attach and once per new state; an unchanged state draws nothing")
    func renders() throws {
        let scene = DeclarativeScene()
        let view = SceneView(observing: scene)
        #expect(view.renders == 1 && view.body == "EmptyView()")
        let stack = StackContainer([Screen(name: "Home")])
        try scene.setRoot(stack)
        #expect(view.renders == 2 && view.body.hasPrefix("NavigationStack(path: [Home#"))
        try stack.push(Screen(name: "Detail"))
        #expect(view.renders == 3 && view.body.contains("Detail#"))
        try stack.screens[1].present(Screen(name: "Cover"), style: .custom(transition: "curl"))
        #expect(view.body.contains(".fullScreenCover(transition: curl) {"))
        let count = view.renders
        try stack.screens[1].dismiss()
        try stack.screens[1].present(Screen(name: "Pop"), style: .popover(anchor: "button"))
        #expect(view.renders == count + 2 && view.body.contains(".popover(button) {"))
    }

    @Test("a released view stops observing")
    func released() throws {
        let scene = DeclarativeScene()
        var view: SceneView? = SceneView(observing: scene)
        weak let weakView = view
        view = nil
        #expect(weakView == nil)
        try scene.setRoot(Screen(name: "Home"))
        #expect(scene.state.body.hasPrefix("Home#"))
    }

    @Test("a tab view and a full-screen cover draw with their SwiftUI names")
    func names() throws {
        let scene = DeclarativeScene()
        let view = SceneView(observing: scene)
        let one = Screen(name: "One")
        try scene.setRoot(TabContainer([one, Screen(name: "Two")]))
        var heard = 0
        let token = scene.addObserver { _ in heard += 1 }
        try scene.perform(.tabTap(1))
        scene.removeObserver(token)
        try scene.perform(.tabTap(0))
        #expect(heard == 1, "a removed observer hears nothing")
        try one.present(Screen(name: "Cover"), style: .fullScreen)
        #expect(view.body.hasPrefix("TabView(selection: 0)") && view.body.contains(".fullScreenCover {"))
    }
}
