import Foundation
import HeadlessUI
import HierarchyInspection
import HorizonFlowsInterface
import Testing
import UIToolkitInterface

@testable import HorizonCLI
@testable import HorizonFlows

/// The flow page on results made by hand: a failed flow, hostile text, and each kind of change
/// a step can make, which the catalog's flows (all passing) cannot show.
@Suite("flow page")
struct FlowPageTests {
    /// A stack of `Home` and, when given, a show page with that title and a Play button.
    func stack(show title: String?, presenting sheet: ScreenNode? = nil) -> HierarchySnapshot {
        var screens = [ScreenNode(screen: "Home", routeIdentifier: "home", visible: title == nil)]
        if let title {
            screens.append(
                ScreenNode(
                    screen: "ShowPage", routeIdentifier: "show", route: .object(["showId": .integer(42)]),
                    title: title, content: [ContentNode(id: "play", kind: .button, value: "Play \(title)")],
                    visible: sheet == nil, presented: sheet))
        }
        return HierarchySnapshot(root: ScreenNode(screen: "HomeStack", kind: .navigationStack, children: screens))
    }

    func step(_ title: String, _ hierarchy: HierarchySnapshot?, _ checks: [(String, Bool)] = []) -> StepResult {
        StepResult(
            title: title, hierarchy: hierarchy,
            checks: checks.map { CheckResult(expectation: $0.0, passed: $0.1) })
    }

    @Test("a failed flow is marked in the summary, its link, its heading and its failed check")
    func failed() {
        let page = FlowPage(
            report: PlayReport(flows: [
                FlowResult(
                    id: "demo.fine", title: "Fine", passed: true, failure: nil,
                    steps: [step("launch", stack(show: nil), [("Home shows", true)])]),
                FlowResult(
                    id: "demo.broken", title: "Broken", passed: false, failure: "the show never loaded",
                    steps: [step("open show 42", stack(show: "loading"), [("the show loads", false)])]),
            ]))
        #expect(page.report.summary == "2 flows, 2 steps: 1 failed (demo.broken)")
        let html = page.html
        #expect(html.contains("<a class=\"fail\" href=\"#demo.broken\">✗ demo.broken</a>"))
        #expect(html.contains("<a class=\"pass\" href=\"#demo.fine\">✓ demo.fine</a>"))
        #expect(html.contains("<p class=\"failure\">the show never loaded</p>"))
        #expect(html.contains("<li class=\"fail\">✗ the show loads</li>"))
    }

    @Test("text from flows and screens is escaped: a title or content cannot add markup")
    func escaped() {
        let hostile = "<script>alert('x')</script> & \"quotes\""
        let page = FlowPage(
            report: PlayReport(flows: [
                FlowResult(
                    id: "demo.\"hostile\"", title: hostile, passed: true, failure: nil,
                    steps: [step(hostile, stack(show: hostile), [(hostile, true)])])
            ])
        ).html
        #expect(!page.contains("<script"))
        #expect(page.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quotes&quot;"))
        #expect(page.contains("id=\"demo.&quot;hostile&quot;\""))
    }

    @Test("each step marks what it added, changed in place and removed, in its list and in the phone")
    func changes() {
        let sheet = ScreenNode(
            screen: "AudioPlayer", title: "Track 7",
            content: [
                ContentNode(id: "state", kind: .text, value: "stopped"),
                ContentNode(id: "code", kind: .secureField, label: "Code", value: "•••"),
                ContentNode(id: "loop", kind: .toggle, label: "Loop", value: "on"),
                ContentNode(id: "queue", kind: .list, rows: [ContentNode(id: "t8", kind: .button, value: "Track 8")]),
            ], visible: true, modalStyle: .sheet)
        let diffs = [
            HierarchyDiff(before: nil, after: stack(show: nil)),
            HierarchyDiff(before: stack(show: nil), after: stack(show: "loading")),
            HierarchyDiff(before: stack(show: "loading"), after: stack(show: "The Answer")),
            HierarchyDiff(before: stack(show: "The Answer"), after: stack(show: "The Answer", presenting: sheet)),
            HierarchyDiff(before: stack(show: "The Answer", presenting: sheet), after: stack(show: nil)),
        ]
        #expect(diffs[0].added.isEmpty && diffs[0].removed.isEmpty, "the first step has nothing to compare with")
        #expect(diffs[1].added == ["ShowPage"] && diffs[1].addedPaths == ["0.1"] && diffs[1].removed.isEmpty)
        #expect(diffs[2].updated == ["ShowPage"] && diffs[2].updatedPaths == ["0.1"] && diffs[2].added.isEmpty)
        #expect(diffs[3].added == ["AudioPlayer"] && diffs[3].addedPaths == ["0.1.p"])
        #expect(diffs[4].removed == ["ShowPage", "AudioPlayer"] && diffs[4].added.isEmpty)

        let page = FlowPage(
            report: PlayReport(flows: [
                FlowResult(
                    id: "demo.changes", title: "Changes", passed: true, failure: nil,
                    steps: [
                        step("launch", stack(show: nil)), step("push", stack(show: "loading")),
                        step("load", stack(show: "The Answer")),
                        step("play", stack(show: "The Answer", presenting: sheet)), step("back home", stack(show: nil)),
                    ])
            ])
        ).html
        #expect(page.contains("<li class=\"added\">+ ShowPage</li>"))
        #expect(page.contains("<li class=\"updated\">~ ShowPage</li>"))
        #expect(page.contains("<li class=\"removed\">− AudioPlayer</li>"))
        #expect(page.contains("<div class=\"screen visible added\">"), "the pushed, visible show is outlined")
        #expect(page.contains("<div class=\"modal sheet\"><div class=\"style\">sheet</div>"))
        #expect(
            page.contains("<span class=\"button\" title=\"play\">Play The Answer</span>"), "a visible screen's button")
        #expect(page.contains("<p class=\"text\" title=\"state\">stopped</p>"))
        #expect(page.contains("<label class=\"field\" title=\"code\">Code<span>•••</span></label>"))
        #expect(page.contains("<label class=\"toggle on\" title=\"loop\">Loop<span></span></label>"))
        #expect(
            page.contains(
                "<div class=\"list\" title=\"queue\"><span class=\"button\" title=\"t8\">Track 8</span></div>"))
    }

    @Test("a step's screenshot is embedded beside its drawing; one that cannot be read is left out")
    func screenshots() throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("step-\(UUID()).png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: png)
        defer { try? FileManager.default.removeItem(at: png) }
        let page = FlowPage(
            report: PlayReport(flows: [
                FlowResult(
                    id: "demo.pictures", title: "Pictures", passed: true, failure: nil,
                    steps: [
                        StepResult(title: "shown", hierarchy: stack(show: nil), checks: [], screenshot: png.path),
                        StepResult(
                            title: "lost", hierarchy: stack(show: nil), checks: [], screenshot: "/nonexistent.png"),
                    ])
            ])
        ).html
        #expect(
            page.contains(
                "<img class=\"shot\" alt=\"what the window showed after step 1\" src=\"data:image/png;base64,iVBORw==\">"
            ))
        #expect(!page.contains("after step 2"))
    }

    @Test("tabs draw their bar with the selected tab marked; an empty window says so")
    func tabsAndEmpty() {
        let tabs = ScreenNode(
            screen: "Tabs", kind: .tabs, selectedTab: 1,
            children: [
                ScreenNode(screen: "HomeStack", kind: .navigationStack, children: [ScreenNode(screen: "Home")]),
                ScreenNode(
                    screen: "ProfileStack", kind: .navigationStack,
                    children: [ScreenNode(screen: "Profile", visible: true)]),
            ])
        let page = FlowPage(
            report: PlayReport(flows: [
                FlowResult(
                    id: "demo.tabs", title: "Tabs", passed: true, failure: nil,
                    steps: [step("before launch", nil), step("launch", HierarchySnapshot(root: tabs))])
            ])
        ).html
        #expect(page.contains("<p class=\"empty\">empty window</p>"))
        #expect(page.contains("<span class=\"\">HomeStack</span><span class=\"selected\">ProfileStack</span>"))
        #expect(page.contains("<div class=\"name\">Profile</div>") && !page.contains("<div class=\"name\">Home</div>"))
    }
}
