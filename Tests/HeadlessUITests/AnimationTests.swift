import HeadlessUI
import TestSupport
import Testing
import UIToolkitInterface

@MainActor
@Suite("Animation in the recorded changes")
struct AnimationTests {
    @Test("push, pop, present, dismiss and detail record what the caller asked; the default is animated")
    func recorded() throws {
        let a = Screen(name: "A")
        let (window, stack) = try TestHierarchy.show(a)
        var seen: [(HierarchyChange.Action, Bool)] = []
        window.addObserver { seen.append(($0.action, $0.animated)) }
        try stack.push(Screen(name: "B"), animated: false)
        try stack.pop(animated: false)
        try a.pushInNavigationStack(Screen(name: "C"))
        try stack.popToRoot()
        let sheet = Screen(name: "Sheet")
        try a.present(sheet, style: .sheet, animated: false)
        try sheet.dismiss(animated: true)
        let split = SplitContainer(primary: Screen(name: "List"))
        try a.present(split)
        try split.showDetail(Screen(name: "Detail"), animated: false)
        try split.removeDetail(animated: false)
        #expect(seen.map(\.0) == [.push, .pop, .push, .pop, .present, .dismiss, .present, .showDetail, .removeDetail])
        #expect(seen.map(\.1) == [false, false, true, true, false, true, true, false, false])
    }

    @Test("a gesture is always animated; root, stack and containment changes never are")
    func gesturesAndContainment() throws {
        let a = Screen(name: "A")
        let (window, stack) = try TestHierarchy.show(a)
        try stack.push(Screen(name: "B"), animated: false)
        var seen: [(HierarchyChange.Action, Bool)] = []
        window.addObserver { seen.append(($0.action, $0.animated)) }
        try window.perform(.swipeBack)
        try a.addChild(Screen(name: "Child"))
        try stack.setStack([a, Screen(name: "D")])
        #expect(seen.map(\.0) == [.pop, .addChild, .setStack])
        #expect(seen.map(\.1) == [true, false, false])
        #expect(HierarchyChange.Action.push.isAnimatable && !HierarchyChange.Action.addChild.isAnimatable)
    }
}
