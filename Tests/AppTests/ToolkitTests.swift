import DeclarativeUI
import Foundation
import HeadlessUI
import HierarchyInspection
import HorizonApp
import HorizonAppInterface
import HorizonFlowsInterface
import RouterLinksInterface
import Testing
import UIToolkitInterface

@testable import HorizonCLI
@testable import HorizonFlows

/// The same engine and the same feature modules on each toolkit behind the seam.
@MainActor
@Suite("Toolkits")
struct ToolkitTests {
    @Test(
        "the root picks the toolkit: HeadlessUI's HeadlessWindow by default, DeclarativeUI's DeclarativeScene on request"
    )
    func rootPicksTheToolkit() throws {
        #expect(try ComposedApp().window is HeadlessWindow)
        let app = try ComposedApp(toolkit: .declarative)
        #expect(app.window is DeclarativeScene && app.toolkit == .declarative)
        #expect(AppToolkit.headless.unavailability == nil && AppToolkit.declarative.unavailability == nil)
        if let unavailability = AppToolkit.gtk.unavailability {
            #expect(throws: HierarchyError.toolkitFailed(unavailability)) { try ComposedApp(toolkit: .gtk) }
        }
    }

    @Test(
        "every flow plays on DeclarativeUI (and on GTK, built with it and shown on a display), and every step shows the hierarchy it shows on HeadlessUI"
    )
    func everyFlowOnEach() async throws {
        let headless = await FlowRunner.play(FlowCatalog.all, toolkit: .headless)
        var others = [await FlowRunner.play(FlowCatalog.all, toolkit: .declarative)]
        if AppToolkit.gtk.unavailability == nil, ProcessInfo.processInfo.environment["DISPLAY"] != nil {
            others.append(await FlowRunner.play(FlowCatalog.all, toolkit: .gtk))
        }
        for (one, other) in others.flatMap({ zip(headless, $0) }) {
            #expect(other.passed && other.steps.count == one.steps.count, "\(other.id): \(other.failure ?? "")")
            let shapes = (
                one.steps.map { $0.hierarchy?.root.map(shape) }, other.steps.map { $0.hierarchy?.root.map(shape) }
            )
            #expect(shapes.0 == shapes.1, "\(one.id): the same screens, visible the same, at every step")
        }
    }

    /// A node without its title and content, which count sessions across the whole test run.
    private func shape(_ node: ScreenNode) -> ScreenNode {
        var node = node
        node.title = nil
        node.content = []
        node.children = node.children.map(shape)
        node.subviews = node.subviews.map(shape)
        node.presented = node.presented.map(shape)
        return node
    }

    @Test("the view layer of a declarative app draws the flow's state")
    func viewLayerDrawsTheApp() async throws {
        let app = try ComposedApp(toolkit: .declarative)
        let scene = try #require(app.window as? DeclarativeScene)
        let view = SceneView(observing: scene)
        try app.launchHome()
        #expect(view.body.hasPrefix("NavigationStack(path: [Home#"), "\(view.body)")
        _ = try app.links.open(link: "horizon://shows/42")
        await app.settle()
        #expect(view.body.contains("ShowPage#"), "\(view.body)")
        try scene.perform(.back)
        #expect(!view.body.contains("ShowPage#") && view.renders >= 4)
    }

    @Test("--toolkit plays the flows on the chosen toolkit; an unknown one is exit 2")
    func commandLine() async {
        var out: [String] = []
        var err: [String] = []
        let tool = CommandLineTool(output: { out.append($0) }, errors: { err.append($0) })
        #expect(await tool.run(["play", "monarch.deeplink", "--toolkit", "declarative"]) == 0)
        #expect(
            out.last == "1 flow, \(out.filter { $0.hasPrefix("  ") && $0.contains(". ") }.count) steps: all passed")
        #expect(await tool.run(["--toolkit", "uikit"]) == 2)
        #expect(err.last == "horizon: --toolkit needs headless or declarative or gtk: horizon --toolkit declarative")
        #expect(await tool.run(["list", "--toolkit", "declarative"]) == 2)
    }
}
