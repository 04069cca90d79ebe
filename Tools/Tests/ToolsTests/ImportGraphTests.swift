import Testing

@testable import BuildTimesKit

@Suite("ImportGraph")
struct ImportGraphTests {
    /// A hub, a module re-exporting it, a leaf importing the re-exporter, and an app.
    func graph() throws -> (ImportGraph, Fixture) {
        let fixture = try Fixture(
            targets: [
                ("Hub", "Sources/Hub", "regular", []), ("Facade", "Sources/Facade", "regular", ["Hub"]),
                ("Leaf", "Sources/Leaf", "regular", ["Facade"]), ("App", "Sources/App", "executable", ["Leaf"]),
                ("HubTests", "Tests/HubTests", "test", ["Hub"]),
            ],
            sources: [
                "Sources/Hub/Hub.swift": "public func hub() {}\n",
                "Sources/Facade/Facade.swift": "@_exported import Hub\n",
                "Sources/Leaf/Leaf.swift": "import Facade\n",
                "Sources/App/main.swift": "import Leaf\n",
                "Tests/HubTests/HubTests.swift": "import Hub\n",
            ])
        return (try ImportGraph(package: fixture.dump, root: fixture.root), fixture)
    }

    @Test("a body edit predicts the module alone; public API adds its importers, through re-exports")
    func predictions() throws {
        let (graph, fixture) = try graph()
        defer { fixture.remove() }
        #expect(graph.predicted(.body, of: "Hub") == ["Hub"])
        #expect(graph.predicted(.publicAPI, of: "Hub") == ["Facade", "Hub", "Leaf"], "Leaf sees Hub through Facade")
        #expect(graph.dependents(of: "Hub") == ["Facade", "Leaf", "App"], "tests are not built modules")
    }

    @Test("a measured set beyond the prediction names the re-exporting module as the reason")
    func difference() throws {
        let (graph, fixture) = try graph()
        defer { fixture.remove() }
        #expect(graph.difference(measured: ["Hub"], predicted: ["Hub"], edited: "Hub", edit: .body) == nil)
        let extra = try #require(
            graph.difference(measured: ["Facade", "Hub"], predicted: ["Hub"], edited: "Hub", edit: .body))
        #expect(extra.contains("+Facade"), "\(extra)")
        let skipped = [BuildSystem.swiftpm, .bazel].map {
            graph.difference(
                measured: ["Hub"], predicted: ["Facade", "Hub"], edited: "Hub", edit: .publicAPI, system: $0)
        }
        #expect(skipped[0]?.contains("−Facade (sees Hub's API but uses nothing that changed") == true, "\(skipped)")
        #expect(skipped[1]?.contains("−Facade (its compile's inputs did not change") == true, "each system its reason")
        let stale = graph.difference(
            measured: ["Hub"], predicted: ["Facade", "Hub"], edited: "Hub", edit: .publicAPI, stale: ["Facade", "Leaf"])
        #expect(
            stale?.contains("uses nothing that changed") == false,
            "a stale module is not explained away: \(stale ?? "")")
        #expect(stale?.hasPrefix("stale: Facade, Leaf (its objects differ from a build from nothing") == true)
    }

    @Test("the graph holds what the compiler sees under the build's conditions: no inactive #if import; any name")
    func compilerImports() throws {
        let fixture = try Fixture(
            targets: [
                ("Ünïcødé", "Sources/Ünïcødé", "regular", []), ("Debugging", "Sources/Debugging", "regular", []),
                ("Unused", "Sources/Unused", "regular", []),
                ("App", "Sources/App", "regular", ["Ünïcødé", "Debugging", "Unused"]),
            ],
            sources: [
                "Sources/Ünïcødé/A.swift": "public let a = 1\n",
                "Sources/Debugging/D.swift": "public let d = 1\n",
                "Sources/Unused/U.swift": "public let u = 1\n",
                "Sources/App/App.swift": """
                import Ünïcødé
                #if DEBUG
                import Debugging
                #endif
                #if NEVER_DEFINED
                import Unused
                #elseif canImport(Glibc)
                import Glibc
                #endif

                """,
            ])
        defer { fixture.remove() }
        let debug = try ImportGraph(package: fixture.dump, root: fixture.root)
        #expect(debug.imports["App"] == ["Ünïcødé", "Debugging"])
        #expect(debug.importers(of: "Unused").isEmpty)
        let release = try ImportGraph(package: fixture.dump, root: fixture.root, configuration: "release")
        #expect(release.imports["App"] == ["Ünïcødé"], "DEBUG is defined in a debug build only")
    }

    @Test("a file the compiler cannot read is bad input naming its first error")
    func unreadable() throws {
        let fixture = try Fixture(
            targets: [("Broken", "Sources/Broken", "regular", [])],
            sources: ["Sources/Broken/B.swift": "#if os(Linux\nimport Foundation\n"])
        defer { fixture.remove() }
        #expect {
            _ = try ImportGraph(package: fixture.dump, root: fixture.root)
        } throws: { error in
            "\(error)".contains("the compiler cannot read the imports of Broken: ") && "\(error)".contains("B.swift:")
        }
    }
}
