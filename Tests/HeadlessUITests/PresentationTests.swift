import HeadlessUI
import HierarchyDriving
import Testing
import UIToolkitInterface

@MainActor
@Suite("Modal presentation")
struct PresentationTests {
    @Test(
        "full screen hides the presenter; a sheet does not",
        arguments: [
            (ModalStyle.fullScreen, true), (.custom(transition: "fade"), true), (.sheet, false),
            (.popover(anchor: "button"), false),
        ])
    func presenterVisibility(style: ModalStyle, hidesPresenter: Bool) throws {
        let root = Screen(name: "Root")
        let modal = Screen(name: "Modal")
        let window = HeadlessWindow()
        try window.setRoot(root)
        try root.present(modal, style: style)
        #expect(modal.isVisible)
        #expect(root.isVisible == !hidesPresenter)
        #expect(modal.modalStyle == style)
        try modal.dismiss()
        #expect(root.isVisible)
        #expect(modal.presentingScreen == nil && root.presentedScreen == nil)
    }

    @Test("refuses a second presentation, a presenter outside a window, an anchorless popover")
    func refusals() throws {
        let root = Screen(name: "Root")
        let first = Screen(name: "First")
        let window = HeadlessWindow()
        try window.setRoot(root)
        try root.present(first)
        #expect(throws: HierarchyError.alreadyPresenting(presenter: "Root", presented: "First")) {
            try root.present(Screen(name: "Second"))
        }
        #expect(throws: HierarchyError.presenterNotInWindow("Loose")) { try Screen(name: "Loose").present(Screen()) }
        #expect(throws: HierarchyError.popoverWithoutAnchor("Pop")) {
            try first.present(Screen(name: "Pop"), style: .popover(anchor: ""))
        }
        #expect(throws: HierarchyError.nothingToDismiss("Alone")) { try Screen(name: "Alone").dismiss() }
        #expect(root.presentedScreen === first && first.presentedScreen == nil, "nothing changed after the refusals")
    }

    @Test("dismissing a presenter dismisses the whole chain above it")
    func dismissChain() throws {
        let root = Screen(name: "Root")
        let a = Screen(name: "A")
        let b = Screen(name: "B")
        let window = HeadlessWindow()
        try window.setRoot(root)
        try root.present(a)
        try a.present(b, style: .sheet)
        var removed: [String] = []
        window.addObserver { change in removed += change.removed.map(\.name) }
        try root.dismiss()
        #expect(removed == ["A", "B"])
        #expect(b.presentingScreen == nil && a.presentedScreen == nil)
        #expect(window.visibleScreens.map(\.name) == ["Root"])
    }

    @Test("a presented navigation stack shows its top screen; close() dismisses it from inside")
    func presentedStack() throws {
        let root = Screen(name: "Root")
        let inner = Screen(name: "Inner")
        let window = HeadlessWindow()
        try window.setRoot(root)
        try root.present(StackContainer([inner]), style: .sheet)
        #expect(window.topScreen === inner)
        try inner.close()
        #expect(root.presentedScreen == nil)
    }
}
