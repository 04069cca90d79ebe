import Testing

@testable import ModuleGraphKit

@Suite("ModuleGraph")
struct ModuleGraphTests {
    @Test("Mermaid draws each module's edges, leaving out the foundations; DOT draws every edge")
    func drawn() throws {
        let fixture = try Fixture(
            targets: [
                ("RouterInterface", "Modules/Router/RouterInterface", "regular", []),
                ("ProfileInterface", "Modules/Profile/ProfileInterface", "regular", ["RouterInterface"]),
                ("Profile", "Modules/Profile/Profile", "regular", ["ProfileInterface", "RouterInterface"]),
                ("ProfileTests", "Tests/ProfileTests", "test", ["Profile"]),
            ], sources: [:])
        defer { fixture.remove() }
        let graph = ModuleGraph(fixture.dump)
        #expect(graph.modules.map(\.name) == ["RouterInterface", "ProfileInterface", "Profile"], "no test target")
        #expect(
            graph.mermaid.contains("Profile --> ProfileInterface") && !graph.mermaid.contains("--> RouterInterface\n"))
        #expect(graph.dot.contains(#""Profile" -> "RouterInterface""#))
    }
}
