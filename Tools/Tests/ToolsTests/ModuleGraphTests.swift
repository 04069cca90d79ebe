import Foundation
import Testing
import ToolSupport

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

    @Test("a package of no interfaces gets no empty box and no edge to a RouterInterface it lacks; any name draws")
    func foreign() throws {
        let fixture = try Fixture(
            targets: [
                ("Core", "Sources/Core", "regular", []), ("Alone", "Sources/Alone", "regular", []),
                ("my-tool", "Sources/my-tool", "executable", ["Core"]),
            ], sources: [:])
        defer { fixture.remove() }
        let mermaid = ModuleGraph(fixture.dump).mermaid
        #expect(mermaid == "graph BT\n  Alone\n  my_tool[\"my-tool\"] --> Core")
    }

    @Test("a dependency a trait enables is drawn dotted and labelled, in Mermaid and in DOT")
    func optIn() throws {
        let graph = ModuleGraph(try PackageDump.decode(Data(PackageDumpTests.traitJSON.utf8)))
        #expect(graph.mermaid.contains("GtkUI -.->|trait| CGtk") && graph.mermaid.contains("App --> GtkUI"))
        #expect(!graph.mermaid.contains("\n  CGtk\n"), "CGtk is named by an edge, not left alone")
        #expect(graph.dot.contains(#""GtkUI" -> "CGtk" [style=dotted, label="trait"];"#))
    }
}
