import HeadlessUI
import HierarchyInspection
import Testing
import UIToolkitInterface

@MainActor
@Suite("Tabs, split, children and subviews")
struct ContainerTests {
    @Test("only the selected tab is visible; selecting switches appearance")
    func tabs() throws {
        let a = Screen(name: "A")
        let b = Screen(name: "B")
        let tabs = TabContainer([a, b])
        let window = HeadlessWindow()
        try window.setRoot(tabs)
        #expect(a.isVisible && !b.isVisible && !b.isLoaded, "an unselected tab is not even loaded")
        try tabs.select(1)
        #expect(!a.isVisible && b.isVisible)
        #expect(throws: HierarchyError.tabOutOfRange(index: 5, count: 2)) { try tabs.select(5) }
        #expect(window.snapshot.root?.selectedTab == 1)
    }

    @Test("split shows primary and detail; showDetail replaces the detail")
    func split() throws {
        let primary = Screen(name: "Primary")
        let first = Screen(name: "First")
        let second = Screen(name: "Second")
        let split = SplitContainer(primary: primary, detail: first)
        let window = HeadlessWindow()
        try window.setRoot(split)
        #expect(primary.isVisible && first.isVisible)
        #expect(try split.showDetail(second) === first)
        #expect(!first.isVisible && second.isVisible && first.parent == nil)
        try split.removeDetail()
        #expect(split.detail == nil)
        #expect(throws: HierarchyError.notInContainer(screen: "detail", container: "Split")) {
            try split.removeDetail()
        }
    }

    @Test("child containment and subviews follow their host's visibility")
    func childrenAndSubviews() throws {
        let host = Screen(name: "Host")
        let child = Screen(name: "Child")
        let badge = Screen(name: "Badge")
        let window = HeadlessWindow()
        try window.setRoot(host)
        try host.addChild(child)
        try host.addSubview(badge)
        #expect(child.isVisible && badge.isVisible)
        #expect(throws: HierarchyError.alreadyInHierarchy("Child")) { try host.addSubview(child) }
        #expect(throws: HierarchyError.managedByContainer("StackContainer")) {
            try StackContainer().addChild(Screen())
        }
        try child.removeFromParent()
        try badge.removeFromSuperview()
        #expect(!child.isVisible && !badge.isVisible)
        #expect(throws: HierarchyError.noParent("Child")) { try child.removeFromParent() }
        #expect(throws: HierarchyError.noSuperview("Badge")) { try badge.removeFromSuperview() }
    }
}
