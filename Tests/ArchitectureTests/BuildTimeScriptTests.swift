import Foundation
import TestSupport
import Testing

/// `Scripts/generate-graph` (the vertical control and its horizontal twin), the scaling
/// report rendered from results, and the bad-input paths of `Scripts/measure-build-times` and
/// `Scripts/rebuild-impact`; CI runs the measurement itself (`--quick --assert-horizontal`).
@Suite("build-time scripts", .serialized, .slow)
struct BuildTimeScriptTests {
    let root = ProcessRunner.repositoryRoot()

    /// Each target's dependencies in a generated package, from its manifest.
    func dependencies(of package: URL) throws -> [String: [String]] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let dump = try ProcessRunner.run(
            ["swift", "package", "--package-path", package.path, "--scratch-path", scratch.path, "dump-package"],
            in: root)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any])
        let targets = try #require(json["targets"] as? [[String: Any]])
        return Dictionary(
            uniqueKeysWithValues: targets.compactMap { target -> (String, [String])? in
                guard let name = target["name"] as? String,
                    let dependencies = target["dependencies"] as? [[String: Any]]
                else { return nil }
                return (name, dependencies.compactMap { ($0["byName"] as? [Any])?.first as? String })
            })
    }

    @Test(
        "both shapes generate N features and 3 services; vertical features import concrete modules, horizontal ones interfaces, and both build",
        arguments: ["horizontal", "vertical"])
    func generate(shape: String) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent(
            "horizon-generated-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let generated = try ProcessRunner.run(
            [
                "bash", "Scripts/generate-graph", "--shape", shape, "--features", "3", "--files", "2",
                "--out", out.path,
            ], in: root)
        #expect(generated.status == 0, "\(generated.output)")
        let graph = try dependencies(of: out)
        #expect(graph.keys.filter { $0.hasPrefix("Feature") && !$0.hasSuffix("Interface") }.count == 3)
        let feature = try #require(graph["Feature1"])
        if shape == "vertical" {
            #expect(
                Set(feature) == ["Service0", "Service1", "Service2", "Feature0"] && graph["Service0Interface"] == nil)
        } else {
            #expect(feature.allSatisfy { $0.hasSuffix("Interface") } && feature.contains("Service0Interface"))
        }
        #expect(
            Set(graph["App"] ?? []) == Set(graph.keys).subtracting(["App"]), "the composition root imports everything")
        let build = try ProcessRunner.run(["swift", "build", "--package-path", out.path], in: root)
        #expect(build.status == 0, "\(build.output.suffix(2000))")
    }

    @Test(
        "bad input exits 2 with the reason",
        arguments: [
            (["Scripts/measure-build-times", "--runs"], "--runs needs a value"),
            (["Scripts/measure-build-times", "--nope"], "unknown argument '--nope'"),
            (["Scripts/measure-build-times", "--modules", "Nowhere"], "the package has no built target 'Nowhere'"),
            (["Scripts/measure-build-times", "--modules", "Profile,,Login"], "separated by single commas"),
            (["Scripts/measure-build-times", "--all", "--modules", "Profile"], "exclude each other"),
            (["Scripts/measure-build-times", "--modules"], "--modules needs target names"),
            (["Scripts/measure-build-times", "--configuration", "fast"], "--configuration is debug or release"),
            (["Scripts/measure-build-times", "--package-path", "/"], "no Package.swift"),
            (["Scripts/measure-build-times", "--package-path", "/nonexistent"], "'/nonexistent' is not a directory"),
            (["Scripts/measure-build-times", "--scale", "6,,25"], "separated by single commas"),
            (["Scripts/measure-build-times", "--scale", "6,x"], "separated by single commas"),
            (["Scripts/measure-build-times", "--disable-cmo"], "--disable-cmo needs --configuration release"),
            (["Scripts/measure-build-times", "--render", "/nonexistent.json"], "--render needs a scaling run's"),
            (["Scripts/rebuild-impact", "--nope"], "unknown argument '--nope'"),
            (["Scripts/rebuild-impact", "--package-path", "/nonexistent"], "'/nonexistent' is not a directory"),
            (["Scripts/rebuild-impact", "--package-path", "/"], "no Package.swift"),
            (["Scripts/rebuild-impact", "--configuration", "fast"], "--configuration is debug or release"),
            (["Scripts/rebuild-impact", "--disable-cmo"], "--disable-cmo needs --configuration release"),
            (["Scripts/module-graph", "--package-path", "/nonexistent"], "'/nonexistent' is not a directory"),
            (["Scripts/check-architecture", "--package-path", "/nonexistent"], "'/nonexistent' is not a directory"),
            (
                ["Scripts/generate-graph", "--shape", "diagonal", "--features", "3", "--out", "/tmp/horizon-never"],
                "--shape is horizontal or vertical"
            ),
            (["Scripts/generate-graph", "--shape", "vertical"], "--out is required"),
            (["Scripts/measure-examples", "--examples", "Nope"], "no example Examples/NopeExample"),
            (["Scripts/measure-examples", "--examples", "Order"], "no example Examples/OrderExample"),
            (["Scripts/measure-examples", "--fast"], "unknown argument '--fast'"),
            (["Scripts/measure-examples", "--out"], "--out needs a file"),
        ])
    func badInput(arguments: [String], reason: String) throws {
        let result = try ProcessRunner.run(["bash"] + arguments, in: root)
        #expect(result.status == 2 && result.output.contains(reason), "\(result.output)")
    }

    @Test("--render writes a scaling run's tables, its predictions and three charts from results.json")
    func render() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "horizon-render-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func record(
            _ shape: String, _ edit: String, _ recompiled: [String], _ seconds: Double, difference: String? = nil
        )
            -> String
        {
            let predicted = edit == "clean" || edit == "unchanged" ? "" : #", "predicted": ["Service0"]"#
            let note = difference.map { #", "difference": "\#($0)""# } ?? ""
            return #"{"shape": "\#(shape)", "features": 6, "place": "Service0", "role": "shared service", "#
                + #""edit": "\#(edit)", "recompiled": [\#(recompiled.map { "\"\($0)\"" }.joined(separator: ", "))], "#
                + #""seconds": {"median": \#(seconds), "min": \#(seconds), "max": \#(seconds), "runs": [\#(seconds)]}"#
                + predicted + note + "}"
        }
        let records = [
            record("horizontal", "unchanged", [], 0.5), record("vertical", "unchanged", [], 0.6),
            record("horizontal", "body", ["Service0"], 1.0), record("vertical", "body", ["Service0"], 1.0),
            record("horizontal", "declaration", ["App", "Service0"], 1.5, difference: "+App (depends on Service0)"),
            record("vertical", "declaration", ["Service0"], 2.0),
        ]
        let results = folder.appendingPathComponent("results.json")
        try
            (#"{"toolchain": "Swift", "cores": 2, "date": "2026-11-24", "mode": "release builds", "records": ["#
            + records.joined(separator: ", ") + "]}").write(to: results, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run(
            ["bash", "Scripts/measure-build-times", "--render", results.path, "--out", folder.path], in: root)
        #expect(result.status == 0, "\(result.output)")
        let markdown = try String(contentsOf: folder.appendingPathComponent("scaling.md"), encoding: .utf8)
        #expect(markdown.contains("### No-op build") && markdown.contains("| 6 | 0.50 (0.50–0.50) | 0 |"))
        #expect(markdown.contains("| 6 | 1.50 (1.50–1.50) | 2 | 2.00 (2.00–2.00) | 1 | 1.3x |"))
        #expect(markdown.contains("- horizontal, N = 6: +App (depends on Service0)"))
        #expect(markdown.contains("Every set as the import graph predicts."), "the body-only edit")
        for chart in ["scaling-time", "scaling-modules", "scaling-overhead"] {
            let svg = try String(contentsOf: folder.appendingPathComponent(chart + ".svg"), encoding: .utf8)
            #expect(svg.hasPrefix("<svg") && svg.contains("polyline"), "\(chart)")
        }
    }

    @Test("a package that cannot be written exits 1 and names the folder")
    func unwritableOutput() throws {
        let result = try ProcessRunner.run(
            [
                "bash", "Scripts/generate-graph", "--shape", "vertical", "--features", "2", "--out",
                "/proc/horizon-never",
            ],
            in: root)
        #expect(result.status == 1 && result.output.contains("cannot write /proc/horizon-never"), "\(result.output)")
    }
}
