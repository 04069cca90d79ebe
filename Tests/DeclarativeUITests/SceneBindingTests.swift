import DeclarativeUI
import Testing
import UIToolkitInterface

/// The user's gestures reach the scene as writes to the bindings its views read; the scene
/// turns each into a change of the model that observers see with its gesture.
@MainActor
@Suite("DeclarativeScene: gestures as binding writes")
struct SceneBindingTests {
    /// A scene showing a stack of three screens.
    private func stackOfThree() throws -> (DeclarativeScene, StackContainer, [ScreenID]) {
        let scene = DeclarativeScene()
        let stack = StackContainer([Screen(name: "A")])
        try scene.setRoot(stack)
        try stack.push(Screen(name: "B"))
        try stack.push(Screen(name: "C"))
        let path = try #require(scene.state.root?.content.map(\.id))
        return (scene, stack, path)
    }

    @Test("writing a shorter path pops to its last screen; observers see the back gesture")
    func shorterPath() throws {
        let (scene, stack, path) = try stackOfThree()
        let stackID = try #require(scene.state.root?.id)
        var seen: [(HierarchyChange.Action, UserGesture?)] = []
        scene.addObserver { seen.append(($0.action, $0.gesture)) }
        try scene.setPath(Array(path.prefix(1)), ofStack: stackID, by: .swipeBack)
        #expect(stack.screens.map(\.name) == ["A"] && scene.state.root?.content.map(\.id) == [path[0]])
        #expect(seen.count == 1 && seen[0].0 == .pop && seen[0].1 == .swipeBack)
    }

    @Test("a path that is not a shorter prefix, an empty one and an unknown stack are typed errors")
    func badPaths() throws {
        let (scene, stack, path) = try stackOfThree()
        let stackID = try #require(scene.state.root?.id)
        #expect(throws: HierarchyError.self) { try scene.setPath([path[1]], ofStack: stackID) }
        #expect(throws: HierarchyError.self) { try scene.setPath(path, ofStack: stackID) }
        #expect(throws: HierarchyError.cannotPopRoot("StackContainer")) { try scene.setPath([], ofStack: stackID) }
        #expect(throws: HierarchyError.notInContainer(screen: "Nowhere#99", container: "the scene")) {
            try scene.setPath([], ofStack: ScreenID(name: "Nowhere", number: 99))
        }
        #expect(stack.screens.count == 3, "nothing changed")
    }

    @Test("writing a tab view's selection selects the tab; out of range or unknown is refused")
    func selection() throws {
        let scene = DeclarativeScene()
        let tabs = TabContainer([Screen(name: "One"), Screen(name: "Two")])
        try scene.setRoot(tabs)
        let id = try #require(scene.state.root?.id)
        var gestures: [UserGesture?] = []
        scene.addObserver { gestures.append($0.gesture) }
        try scene.setSelection(1, ofTabs: id)
        #expect(tabs.selectedIndex == 1 && scene.state.root?.selection == 1 && gestures == [.tabTap(1)])
        #expect(throws: HierarchyError.tabOutOfRange(index: 5, count: 2)) { try scene.setSelection(5, ofTabs: id) }
        let notTabs = try #require(scene.state.root?.content.first?.id)
        #expect(throws: HierarchyError.self) { try scene.setSelection(0, ofTabs: notTabs) }
    }

    @Test("clearing a sheet's item dismisses it; a cover or nothing presented is refused")
    func dismissal() throws {
        let scene = DeclarativeScene()
        let home = Screen(name: "Home")
        try scene.setRoot(home)
        let id = try #require(scene.state.root?.id)
        #expect(throws: HierarchyError.nothingToDismiss(id.description)) { try scene.dismissPresented(by: id) }
        try home.present(Screen(name: "Sheet"), style: .popover(anchor: "button"))
        try scene.dismissPresented(by: id)
        #expect(home.presentedScreen == nil && scene.state.root?.presented == nil)
        try home.present(Screen(name: "Cover"), style: .fullScreen)
        #expect(throws: HierarchyError.self) { try scene.dismissPresented(by: id) }
        #expect(home.presentedScreen?.name == "Cover")
    }

    @Test("each gesture acts on what the state shows on top", arguments: [UserGesture.back, .swipeBack])
    func backGesture(gesture: UserGesture) throws {
        let (scene, stack, _) = try stackOfThree()
        try scene.perform(gesture)
        #expect(stack.screens.map(\.name) == ["A", "B"])
        try scene.perform(gesture)
        #expect(throws: HierarchyError.self) { try scene.perform(gesture) }
    }

    @Test("tab taps and swipe-downs through perform; with nothing to act on, typed errors")
    func otherGestures() throws {
        let scene = DeclarativeScene()
        let two = Screen(name: "Two")
        let tabs = TabContainer([Screen(name: "One"), two])
        try scene.setRoot(tabs)
        try scene.perform(.tabTap(1))
        #expect(tabs.selectedIndex == 1)
        #expect(throws: HierarchyError.self) { try scene.perform(.tabTap(2)) }
        #expect(throws: HierarchyError.self) { try scene.perform(.swipeDown) }
        try two.present(Screen(name: "Sheet"), style: .sheet)
        try scene.perform(.swipeDown)
        #expect(two.presentedScreen == nil)
        try scene.setRoot(Screen(name: "Plain"))
        for gesture in [UserGesture.back, .tabTap(0), .swipeDown] {
            #expect(throws: HierarchyError.self) { try scene.perform(gesture) }
        }
    }
}
