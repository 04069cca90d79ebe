import HeadlessUI
import TestSupport
import Testing
import UIToolkitInterface

@MainActor
@Suite("User gestures")
struct GestureTests {
    @Test(
        "back and swipe-back pop the topmost visible stack; observers see the gesture",
        arguments: [UserGesture.back, .swipeBack])
    func back(gesture: UserGesture) throws {
        let a = Screen(name: "A")
        let b = Screen(name: "B")
        let (window, stack) = try TestHierarchy.show(a)
        try stack.push(b)
        var seen: [(HierarchyChange.Action, UserGesture?)] = []
        window.addObserver { seen.append(($0.action, $0.gesture)) }
        try window.perform(gesture)
        #expect(stack.screens.map(\.name) == ["A"])
        #expect(seen.count == 1 && seen[0].0 == .pop && seen[0].1 == gesture)
        #expect(
            throws: HierarchyError.gestureNotApplicable(
                gesture, reason: "StackContainer shows its root, there is no back")
        ) {
            try window.perform(gesture)
        }
    }

    @Test("tab tap selects; swipe-down dismisses a sheet but not a full-screen modal")
    func tabAndSwipeDown() throws {
        let a = Screen(name: "A")
        let b = Screen(name: "B")
        let tabs = TabContainer([a, b])
        let window = HeadlessWindow()
        try window.setRoot(tabs)
        try window.perform(.tabTap(1))
        #expect(tabs.selectedIndex == 1)
        try b.present(Screen(name: "Sheet"), style: .sheet)
        try window.perform(.swipeDown)
        #expect(b.presentedScreen == nil)
        try b.present(Screen(name: "Cover"), style: .fullScreen)
        #expect(
            throws: HierarchyError.gestureNotApplicable(
                .swipeDown, reason: "Cover is presented fullScreen and cannot be swiped down")
        ) {
            try window.perform(.swipeDown)
        }
        #expect(b.presentedScreen?.name == "Cover")
    }

    @Test("gestures with nothing to act on are typed errors", arguments: [UserGesture.back, .tabTap(0), .swipeDown])
    func notApplicable(gesture: UserGesture) throws {
        let window = HeadlessWindow()
        try window.setRoot(Screen(name: "Plain"))
        #expect {
            try window.perform(gesture)
        } throws: { error in
            guard case .gestureNotApplicable(let thrown, _) = error as? HierarchyError else { return false }
            return thrown == gesture
        }
    }
}
