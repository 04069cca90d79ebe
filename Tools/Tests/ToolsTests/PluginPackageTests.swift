import Foundation
import Testing

/// The tools on packages whose targets apply build-tool plugins, as SwiftLint, swift-protobuf and
/// swift-openapi-generator are applied: `App/` applies its own plugin `Stamp` (by both
/// spellings, `plugins: ["Stamp"]` and `.plugin(name:)`) and `GenPlugin`, a plugin product of the
/// sibling package `../Gen` (`.plugin(name:package:)`). Each plugin runs a tool that writes a
/// Swift file the target compiles.
@Suite("build-tool plugins", .serialized)
struct PluginPackageTests {
    /// A package plugin that runs `tool` and compiles what it writes: `let <prefix><Target> = "<Target>"`.
    static func plugin(_ name: String, tool: String, prefix: String) -> String {
        """
        import PackagePlugin

        @main
        struct \(name): BuildToolPlugin {
            func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
                let output = context.pluginWorkDirectoryURL.appending(path: "\(prefix)\\(target.name).swift")
                return [
                    .buildCommand(
                        displayName: "\(name) \\(target.name)", executable: try context.tool(named: "\(tool)").url,
                        arguments: [output.path, "\(prefix)", target.name], outputFiles: [output])
                ]
            }
        }

        """
    }

    /// What each plugin's tool runs: it writes one declaration into the file it is given.
    static let tool = """
        import Foundation

        let (output, prefix, target) = (CommandLine.arguments[1], CommandLine.arguments[2], CommandLine.arguments[3])
        try "public let \\(prefix)\\(target) = \\"\\(target)\\"\\n".write(toFile: output, atomically: true, encoding: .utf8)

        """

    static func repository() throws -> TemporaryPackage {
        try TemporaryPackage.committed([
            "Gen/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Gen",
                products: [.plugin(name: "GenPlugin", targets: ["GenPlugin"])],
                targets: [
                    .executableTarget(name: "GenTool"),
                    .plugin(name: "GenPlugin", capability: .buildTool(), dependencies: ["GenTool"]),
                ]
            )

            """,
            "Gen/Sources/GenTool/main.swift": tool,
            "Gen/Plugins/GenPlugin/GenPlugin.swift": plugin("GenPlugin", tool: "GenTool", prefix: "generated"),
            "App/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(path: "../Gen")],
                targets: [
                    .executableTarget(name: "StampTool"),
                    .plugin(name: "Stamp", capability: .buildTool(), dependencies: ["StampTool"]),
                    .target(name: "Core", plugins: ["Stamp"]),
                    .target(
                        name: "Feature", dependencies: ["Core"],
                        plugins: [.plugin(name: "Stamp"), .plugin(name: "GenPlugin", package: "Gen")]),
                    .target(name: "Other"),
                    .executableTarget(name: "App", dependencies: ["Feature", "Other"]),
                    .testTarget(name: "CoreTests", dependencies: ["Core"]),
                    .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
                    .testTarget(name: "OtherTests", dependencies: ["Other"]),
                ]
            )

            """,
            "App/Sources/StampTool/main.swift": tool,
            "App/Plugins/Stamp/Stamp.swift": plugin("Stamp", tool: "StampTool", prefix: "stamped"),
            "App/Sources/Core/Core.swift": "public func core() -> String { stampedCore }\n",
            "App/Sources/Feature/Feature.swift":
                "import Core\n\npublic func feature() -> String { core() + stampedFeature + generatedFeature }\n",
            "App/Sources/Other/Other.swift": "public let other = 1\n",
            "App/Sources/App/main.swift": "import Feature\nimport Other\n\nprint(feature(), other)\n",
            "App/Tests/CoreTests/CoreTests.swift":
                "import Core\nimport Testing\n\n@Test func c() { #expect(core() == \"Core\") }\n",
            "App/Tests/FeatureTests/FeatureTests.swift":
                "import Feature\nimport Testing\n\n@Test func f() { #expect(feature() == \"CoreFeatureFeature\") }\n",
            "App/Tests/OtherTests/OtherTests.swift":
                "import Other\nimport Testing\n\n@Test func o() { #expect(other == 1) }\n",
        ])
    }

    @Test(
        "select-tests: a change to a plugin, or to the tool it runs, selects the tests of the targets it generates code for",
        arguments: [
            (
                "App/Plugins/Stamp/Stamp.swift", ["CoreTests", "FeatureTests"],
                "the plugin Stamp (1 file changed) generates code compiled into Core: CoreTests → Core → Stamp"
            ),
            (
                "App/Sources/StampTool/main.swift", ["CoreTests", "FeatureTests"],
                "StampTool (1 file changed), which the plugin Stamp runs, generates code compiled into Core: "
                    + "CoreTests → Core → Stamp → StampTool"
            ),
            (
                "Gen/Sources/GenTool/main.swift", ["FeatureTests"],
                "links the product GenPlugin of the local package ../Gen (1 file changed) through FeatureTests → Feature"
            ),
        ])
    func selection(file: String, selected: [String], reason: String) throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        try repository.write(try String(contentsOf: repository.url(file), encoding: .utf8) + "// edited\n", to: file)
        try repository.git("commit", "-q", "-a", "-m", "edit \(file)")
        let run = try ToolRun("select-tests", ["HEAD", "--package-path", repository.url("App").path, "--json"])
        #expect(run.status == 0, "\(run.errors)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.output)")
        let picks = try #require(document["selected"] as? [[String: Any]], "\(run.output)")
        #expect(picks.compactMap { $0["target"] as? String } == selected, "\(run.output)")
        #expect((picks.first?["reasons"] as? [String])?.contains(reason) == true, "\(run.output)")
    }

    @Test("module-graph, rebuild-impact and measure-build-times read and build it, the sibling package beside it")
    func buildTools() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        let app = repository.url("App").path
        let graph = try ToolRun("module-graph", ["--package-path", app])
        #expect(graph.status == 0 && graph.output.contains("Feature --> Core"), "\(graph.output) \(graph.errors)")
        let impact = try ToolRun("rebuild-impact", ["--package-path", app])
        #expect(impact.status == 0 && impact.output.contains("| Core |"), "\(impact.output) \(impact.errors)")
        let measured = try ToolRun("measure-build-times", ["--package-path", app, "--modules", "Core", "--quick"])
        #expect(measured.status == 0, "\(measured.errors.suffix(2000))")
        #expect(
            measured.output.contains("| App | Core (library) | public API added | 2: Core, Feature | "),
            "\(measured.output)")
    }

    @Test(
        "check-architecture: a plugin runs the tools it depends on and imports none, so rules 1 to 3 and 11 leave it be"
    )
    func architecture() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        try repository.write(
            #"{"composition roots": ["App"], "shared": ["Core"], "external packages": ["gen"]}"#,
            to: "App/check-architecture.json")
        try repository.write(#"{"composition roots": ["GenTool"]}"#, to: "Gen/check-architecture.json")
        let app = try ToolRun("check-architecture", ["--package-path", repository.url("App").path])
        #expect(app.status == 0 && app.output.contains("every rule holds"), "\(app.output) \(app.errors)")
        // An unused dependency of GenTool, on the line that declares the target, not on the
        // product of the same name above it.
        try repository.write(
            try String(contentsOf: repository.url("Gen/Package.swift"), encoding: .utf8)
                .replacingOccurrences(
                    of: "products: [",
                    with: "products: [\n        .executable(name: \"GenTool\", targets: [\"GenTool\"]),\n        "
                )
                .replacingOccurrences(
                    of: "capability: .buildTool(), dependencies: [\"GenTool\"]),",
                    with:
                        "capability: .buildTool(), dependencies: [\"GenTool\"]),\n        .target(name: \"GenHelper\"),"
                )
                .replacingOccurrences(
                    of: ".executableTarget(name: \"GenTool\")",
                    with: ".executableTarget(name: \"GenTool\", dependencies: [\"GenHelper\"])"),
            to: "Gen/Package.swift")
        try repository.write("public let two = 2\n", to: "Gen/Sources/GenHelper/GenHelper.swift")
        let gen = try ToolRun("check-architecture", ["--package-path", repository.url("Gen").path])
        let findings = gen.output.split(separator: "\n").filter { $0.hasPrefix("✗") }
        #expect(gen.status == 1 && findings.count == 1, "\(gen.output) \(gen.errors)")
        #expect(
            findings.first?.contains(
                "GenTool (Sources/GenTool): Package.swift:10 declares GenHelper, and no file imports it") == true,
            "\(gen.output)")
    }
}
