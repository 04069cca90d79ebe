import HTTPClientInterface
import HeadlessUI
import HorizonApp
import HorizonAppInterface
import HorizonFlowsInterface
import InjectionInterface
import Router
import RouterInspection
import RouterInterface
import Testing
import UIToolkitInterface

@testable import HorizonFlows

@MainActor
@Suite("Flows")
struct FlowTests {
    @Test("every flow plays to its documented outcome", arguments: FlowCatalog.all.map(\.id))
    func flow(id: String) async throws {
        let flow = try #require(FlowCatalog.flow(id))
        let result = try #require(await FlowRunner.play([flow]).first)
        #expect(result.passed, "\(result.failure ?? "")")
        #expect(!result.steps.isEmpty)
        #expect(result.steps.allSatisfy { $0.hierarchy != nil }, "every step recorded the hierarchy")
        #expect(result.steps.flatMap(\.checks).allSatisfy { $0.passed })
        #expect(result.steps.flatMap(\.checks).count >= 3, "a flow checks its outcome, not just that it ran")
    }

    @Test("flow ids are unique and grouped by seed")
    func catalog() {
        let ids = FlowCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(
            ids.allSatisfy { id in
                ["routerservice.", "ahservicerouter.", "zikrouter.", "monarch.", "horizon."].contains {
                    id.hasPrefix($0)
                }
            })
    }

    @Test("a failed expectation fails the flow and names what was expected")
    func failure() async throws {
        let failing = Flow("horizon.failing", "fails on purpose", source: "tests") { flow in
            try await flow.step("launch") { try flow.app.launchHome() }
            try flow.expectEqual(flow.stackNames, ["Nowhere"], "the stack is elsewhere")
        }
        let result = try #require(await FlowRunner.play([failing]).first)
        #expect(!result.passed)
        #expect(result.failure == #"the stack is elsewhere (got ["Home"], expected ["Nowhere"])"#)
    }

    @Test(
        "the leak check fails a flow that keeps a screen, or a weak-shared dependency, the hierarchy dropped",
        arguments: [
            (true, "every screen alive is in the final hierarchy (got ShowPage)"),
            (false, "no weak-shared dependency is alive (got HTTPClientProtocol)"),
        ])
    func leaks(keepScreen: Bool, failure: String) async throws {
        let keeper = Keeper()
        let leaking = Flow("horizon.leaking", "keeps what it should let go", source: "tests") { flow in
            try await flow.step("open a show, keep \(keepScreen ? "it" : "the HTTP client"), go back") {
                try flow.open("horizon://shows/42")
                keeper.objects =
                    keepScreen
                    ? [try flow.top("ShowPage")] : [try flow.app.dependencies.resolve((any HTTPClientProtocol).self)]
                try flow.app.window.perform(.back)
            }
            try flow.expectEqual(flow.app.router.navigationState.routeIdentifiers, ["home"], "back at home")
        }
        let result = try #require(await FlowRunner.play([leaking]).first)
        #expect(!result.passed && result.failure == failure)
    }
}

/// Holds what a leaking flow keeps.
@MainActor
final class Keeper {
    var objects: [AnyObject] = []
}
