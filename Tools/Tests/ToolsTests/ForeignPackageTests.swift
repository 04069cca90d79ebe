import Foundation
import Testing

/// `measure-build-times` and `rebuild-impact` on a package they were not
/// written for: a hub imported by two modules, one of which re-exports it, a leaf, an
/// executable, a test target and a command plugin (neither has a module to edit, and the
/// plugin's compile job runs on every build). The measured sets are checked against known
/// answers, and the import graph's prediction against them.
@Suite("measure-build-times and rebuild-impact on another package", .serialized)
struct ForeignPackageTests {
    /// The package's files: each module's one source, by target name.
    static let sources: [String: String] = [
        "Hub": "public func hub() -> Int { 1 }\n",
        "Leaf": "public func leaf() -> Int { 2 }\n",
        "Reexport": "@_exported import Hub\n",
        "UsesHub": "import Hub\n\npublic func usesHub() -> Int { hub() + 1 }\n",
        "UsesReexport": "import Reexport\n\npublic func usesReexport() -> Int { hub() + 2 }\n",
        "Tool": "import Leaf\nimport UsesHub\nimport UsesReexport\n\nprint(usesHub() + usesReexport() + leaf())\n",
    ]

    /// The test target's and the plugin's files: folder, file name, source.
    static let others: [(String, String, String)] = [
        (
            "Tests/HubTests", "HubTests.swift",
            "import Hub\nimport Testing\n\n@Test func hubIsOne() { #expect(hub() == 1) }\n"
        ),
        (
            "Plugins/Greet", "plugin.swift",
            "import PackagePlugin\n\n@main struct Greet: CommandPlugin {\n"
                + "    func performCommand(context: PluginContext, arguments: [String]) { print(\"hello\") }\n}\n"
        ),
    ]

    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Probe",
            targets: [
                .target(name: "Hub"),
                .target(name: "Leaf"),
                .target(name: "Reexport", dependencies: ["Hub"]),
                .target(name: "UsesHub", dependencies: ["Hub"]),
                .target(name: "UsesReexport", dependencies: ["Reexport"]),
                .executableTarget(name: "Tool", dependencies: ["UsesHub", "UsesReexport", "Leaf"]),
                .testTarget(name: "HubTests", dependencies: ["Hub"]),
                .plugin(
                    name: "Greet",
                    capability: .command(intent: .custom(verb: "greet", description: "Says hello"))),
            ]
        )

        """

    /// Writes the package into a new temporary folder; the caller removes it.
    static func writePackage() throws -> TemporaryPackage {
        var files = ["Package.swift": manifest]
        for (name, source) in sources { files["Sources/\(name)/\(name == "Tool" ? "main" : name).swift"] = source }
        for (folder, file, source) in others { files["\(folder)/\(file)"] = source }
        return try TemporaryPackage(files)
    }

    /// Runs a tool on a fresh copy of the package with `--out`, and returns the files it wrote there.
    func files(of tool: String, _ arguments: [String]) throws -> [String: Data] {
        let package = try Self.writePackage()
        defer { package.remove() }
        let out = package.url("out")
        let result = try ToolRun(tool, ["--package-path", package.root.path, "--out", out.path] + arguments)
        #expect(result.status == 0, "\(result.errors.suffix(3000))")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
        return try Dictionary(
            uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: out.appendingPathComponent($0))) })
    }

    @Test("--all --quick: every module's public API, measured beside the import graph's prediction")
    func publicAPI() throws {
        let written = try files(of: "measure-build-times", ["--all", "--quick"])
        let report = try JSONDecoder().decode(MeasuredReport.self, from: try #require(written["results.json"]))
        let byPlace = Dictionary(uniqueKeysWithValues: report.records.map { ($0.place, $0) })
        #expect(
            Set(byPlace.keys) == Set(Self.sources.keys),
            "every library and the executable; not the test target or the plugin")
        for record in report.records {
            #expect(!record.recompiled.contains("Greet") && !record.recompiled.contains("HubTests"))
        }
        // A leaf's and a middle module's public API reach their one importer; the executable's, nothing.
        #expect(byPlace["Leaf"]?.recompiled == ["Leaf", "Tool"])
        #expect(byPlace["UsesHub"]?.recompiled == ["Tool", "UsesHub"])
        #expect(byPlace["Tool"]?.recompiled == ["Tool"])
        // The hub: the import graph predicts everything that sees it, the re-export included.
        let hub = try #require(byPlace["Hub"])
        #expect(hub.predicted == ["Hub", "Reexport", "UsesHub", "UsesReexport"])
        #expect(hub.recompiled.contains("Hub") && hub.recompiled.contains("UsesHub"))
        #expect(Set(hub.recompiled).isSubset(of: Set(hub.predicted ?? [])))
        if hub.recompiled != hub.predicted {
            #expect(hub.difference?.contains("uses nothing that changed") == true, "\(hub.difference ?? "")")
        } else {
            #expect(hub.difference == nil)
        }
    }

    @Test(
        "release: a private declaration and a public body reach the importer, with the reason; without CMO the body does not"
    )
    func release() throws {
        for disabled in [false, true] {
            let written = try files(
                of: "measure-build-times",
                ["--modules", "Leaf", "--runs", "1", "--configuration", "release"] + (disabled ? ["--disable-cmo"] : [])
            )
            let report = try JSONDecoder().decode(MeasuredReport.self, from: try #require(written["results.json"]))
            let byEdit = Dictionary(uniqueKeysWithValues: report.records.map { ($0.edit, $0) })
            #expect(byEdit["body"]?.recompiled == ["Leaf"], "an internal body stays in its module")
            let declaration = try #require(byEdit["declaration"])
            #expect(declaration.recompiled == ["Leaf", "Tool"])
            #expect(declaration.difference?.contains("+Tool (depends on Leaf") == true)
            #expect(declaration.difference?.contains("it lists every declaration, private ones too") == true)
            let publicBody = try #require(byEdit["public-body"])
            if disabled {
                #expect(publicBody.recompiled == ["Leaf"] && publicBody.difference == nil)
            } else {
                #expect(publicBody.recompiled == ["Leaf", "Tool"])
                #expect(publicBody.difference?.contains("cross-module optimization serializes") == true)
            }
        }
    }

    @Test("rebuild-impact: each module's importers through the re-export, its cost, and the split that helps most")
    func rebuildImpact() throws {
        let written = try files(of: "rebuild-impact", [])
        let impact = try JSONDecoder().decode(Impact.self, from: try #require(written["rebuild-impact.json"]))
        let rows = Dictionary(uniqueKeysWithValues: impact.rows.map { ($0.module, $0) })
        #expect(Set(rows.keys) == Set(Self.sources.keys))
        #expect(rows["Hub"]?.importers == ["Reexport", "UsesHub", "UsesReexport"], "seen through the re-export too")
        #expect(rows["Leaf"]?.importers == ["Tool"])
        #expect(rows["Tool"]?.importers == [] && rows["Tool"]?.kind == "composition root")
        for row in impact.rows {
            #expect(row.compileSeconds > 0, "\(row.module) has a compile time")
            #expect(abs(row.rebuildSeconds - row.compileSeconds - row.importersSeconds) < 1e-9)
        }
        #expect(impact.rows.map(\.rebuildSeconds) == impact.rows.map(\.rebuildSeconds).sorted(by: >), "costliest first")
        // A split helps a library whose importers are not all executables; the hub saves its three.
        #expect(rows["Hub"]?.kind == "library" && rows["Reexport"]?.kind == "library")
        #expect(rows["Leaf"]?.splitSaving == 0 && rows["UsesHub"]?.splitSaving == 0)
        let hub = try #require(rows["Hub"])
        #expect(abs((hub.splitSaving ?? 0) - hub.importersSeconds) < 1e-9)
        #expect(rows["Tool"]?.splitSaving == nil)
        let markdown = String(decoding: try #require(written["rebuild-impact.md"]), as: UTF8.self)
        #expect(markdown.contains("## Where an interface split would help most") && markdown.contains("| Hub |"))
        let chart = String(decoding: try #require(written["rebuild-impact.svg"]), as: UTF8.self)
        #expect(chart.hasPrefix("<svg") && chart.contains(">Hub</text>") && chart.contains(">Tool</text>"))
    }

    /// The part of `rebuild-impact.json` the test reads.
    struct Impact: Decodable {
        struct Row: Decodable {
            let module: String
            let kind: String
            let compileSeconds: Double
            let importers: [String]
            let importersSeconds: Double
            let rebuildSeconds: Double
            let splitSaving: Double?
        }

        let rows: [Row]
    }

    /// The part of `results.json` the test reads.
    struct MeasuredReport: Decodable {
        struct Record: Decodable {
            let place: String
            let edit: String
            let recompiled: [String]
            let predicted: [String]?
            let difference: String?
        }

        let records: [Record]
    }
}
