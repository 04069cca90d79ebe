import HeadlessUI
import HierarchyInspection
import TestSupport
import Testing
import UIToolkitInterface

/// The leak check's table: it watches one window from outside, holds none of its screens,
/// and shares nothing with another window.
@MainActor
@Suite("ShownScreens")
struct ShownScreensTests {
    @Test("a table lists the live screens its window showed, and no other window's")
    func perWindow() throws {
        let first = HeadlessWindow()
        let second = HeadlessWindow()
        let (firstShown, secondShown) = (ShownScreens(watching: first), ShownScreens(watching: second))
        let firstStack = StackContainer([Screen(name: "First")])
        try first.setRoot(firstStack)
        try second.setRoot(StackContainer([Screen(name: "Second")]))
        let kept = Screen(name: "Kept")
        try firstStack.push(kept)
        try first.perform(.back)
        #expect(Set(firstShown.alive.map(\.name)) == ["StackContainer", "First", "Kept"])
        #expect(Set(secondShown.alive.map(\.name)) == ["StackContainer", "Second"])
    }

    @Test("it takes the screens already shown when it starts watching")
    func startsLate() throws {
        let window = HeadlessWindow()
        let stack = StackContainer([Screen(name: "A")])
        try window.setRoot(stack)
        let shown = ShownScreens(watching: window)
        try stack.push(Screen(name: "B"))
        #expect(Set(shown.alive.map(\.name)) == ["StackContainer", "A", "B"])
    }

    @Test("a screen gone is not listed, and the table holds no screen alive, past its pruning")
    func weak() throws {
        let window = HeadlessWindow()
        let shown = ShownScreens(watching: window)
        let stack = StackContainer([Screen(name: "Home")])
        try window.setRoot(stack)
        weak var gone: Screen?
        for index in 0..<200 {
            let screen = Screen(name: "S\(index)")
            if index == 0 { gone = screen }
            try stack.push(screen)
            try window.perform(.back)
        }
        #expect(gone == nil)
        #expect(Set(shown.alive.map(\.name)) == ["StackContainer", "Home"])
    }
}
