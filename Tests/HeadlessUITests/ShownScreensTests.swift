import HeadlessUI
import TestSupport
import Testing
import UIToolkitInterface

/// The leak check's table: each window knows the screens it showed, holds none of them, and
/// shares nothing with another window.
@MainActor
@Suite("ShownScreens")
struct ShownScreensTests {
    @Test("a window lists the live screens it showed, and no other window's")
    func perWindow() throws {
        let (first, firstStack) = try TestHierarchy.show(Screen(name: "First"))
        let (second, _) = try TestHierarchy.show(Screen(name: "Second"))
        let kept = Screen(name: "Kept")
        try firstStack.push(kept)
        try first.perform(.back)
        #expect(Set(first.screensEverShown.map(\.name)) == ["StackContainer", "First", "Kept"])
        #expect(Set(second.screensEverShown.map(\.name)) == ["StackContainer", "Second"])
    }

    @Test("a screen gone is not listed, and the table holds no screen alive")
    func weak() {
        let shown = ShownScreens()
        weak var gone: Screen?
        for index in 0..<200 {
            let screen = Screen(name: "S\(index)")
            if index == 0 { gone = screen }
            shown.insert(screen)
        }
        let kept = Screen(name: "Kept")
        shown.insert(kept)
        #expect(gone == nil)
        #expect(shown.alive.map(\.name) == ["Kept"])
    }
}
