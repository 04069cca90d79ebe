import HeadlessUI
import HierarchyDriving
import TestSupport
import Testing
import UIToolkitInterface

@MainActor
@Suite("StackContainer")
struct NavigationStackTests {
    @Test("push delivers lifecycle events in UIKit's order")
    func pushLifecycle() throws {
        let a = RecordingScreen(name: "A")
        let b = RecordingScreen(name: "B")
        let window = HeadlessWindow()
        let stack = StackContainer([a])
        try window.setRoot(stack)
        #expect(a.lifecycle == [.didLoad, .willAppear, .didAppear])
        try stack.push(b)
        #expect(a.lifecycle.suffix(2) == [.willDisappear, .didDisappear])
        #expect(b.lifecycle == [.didLoad, .willAppear, .didAppear])
        #expect(stack.screens.map(\.name) == ["A", "B"])
        #expect(window.topScreen === b)
    }

    @Test("pop, pop-to and pop-to-root return what they removed; A appears again without reloading")
    func popVariants() throws {
        let screens = (1...4).map { RecordingScreen(name: "S\($0)") }
        let (_, stack) = try TestHierarchy.show(screens[0])
        for screen in screens.dropFirst() { try stack.push(screen) }
        #expect(try stack.pop() === screens[3])
        #expect(try stack.pop(to: screens[1]).map(\.name) == ["S3"])
        #expect(try stack.popToRoot().map(\.name) == ["S2"])
        #expect(screens[0].lifecycle.filter { $0 == .didLoad }.count == 1)
        #expect(screens[0].lifecycle.last == .didAppear)
    }

    @Test("refuses what UIKit refuses")
    func refusals() throws {
        let root = Screen(name: "Root")
        let (_, stack) = try TestHierarchy.show(root)
        #expect(throws: HierarchyError.cannotPopRoot("Root")) { try stack.pop() }
        #expect(throws: HierarchyError.alreadyInStack("Root")) { try stack.push(root) }
        #expect(throws: HierarchyError.cannotPushNavigationStack("Inner")) {
            try stack.push(StackContainer(name: "Inner"))
        }
        let elsewhere = Screen(name: "Elsewhere")
        let other = StackContainer([elsewhere])
        #expect(other.screens.count == 1)
        #expect(throws: HierarchyError.alreadyInHierarchy("Elsewhere")) { try stack.push(elsewhere) }
        #expect(throws: HierarchyError.notInContainer(screen: "Stranger", container: "StackContainer")) {
            try stack.pop(to: Screen(name: "Stranger"))
        }
        #expect(throws: HierarchyError.emptyContainer("StackContainer")) { try stack.setStack([]) }
        #expect(stack.screens.map(\.name) == ["Root"], "nothing changed after the refusals")
    }

    @Test("pushing from a screen outside any navigation stack is refused, not silently dropped")
    func pushOutsideStack() throws {
        let window = HeadlessWindow()
        let loose = Screen(name: "Loose")
        try window.setRoot(loose)
        #expect(throws: HierarchyError.notInNavigationStack("Loose")) {
            try loose.pushInNavigationStack(Screen(name: "Next"))
        }
        let (_, stack) = try TestHierarchy.show(Screen(name: "Root"))
        try stack.root?.pushInNavigationStack(Screen(name: "Next"))
        #expect(stack.screens.map(\.name) == ["Root", "Next"])
    }

    @Test("setStack keeps screens that stay, releases those that go")
    func setStack() throws {
        let a = RecordingScreen(name: "A")
        let b = Screen(name: "B")
        let c = Screen(name: "C")
        let (_, stack) = try TestHierarchy.show(a)
        try stack.push(b)
        try stack.setStack([a, c])
        #expect(stack.screens.map(\.name) == ["A", "C"])
        #expect(b.parent == nil)
        #expect(a.lifecycle.filter { $0 == .didLoad }.count == 1)
    }
}
