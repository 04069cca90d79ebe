@testable import HorizonApp
import Testing

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
        #expect(ids.allSatisfy { id in ["routerservice.", "ahservicerouter.", "zikrouter.", "monarch.", "horizon."].contains { id.hasPrefix($0) } })
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
}
