import Foundation
import Testing

@testable import ToolSupport

/// `generate-graph` (the vertical control and its horizontal twin), the scaling report rendered
/// from results, and the bad-input paths of `measure-build-times` and `rebuild-impact`; CI runs
/// the measurement itself on Horizon (`Scripts/measure-build-times --quick --assert-horizontal`).
@Suite("the build-time tools", .serialized)
struct BuildTimesCommandTests {
    /// Each target's dependencies in a generated package, from its manifest.
    func dependencies(of package: URL) throws -> [String: [String]] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let dump = try Subprocess.run(
            ["swift", "package", "--package-path", package.path, "--scratch-path", scratch.path, "dump-package"],
            separateErrors: true)
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
        arguments: [("horizontal", false), ("vertical", false), ("horizontal", true)])
    func generate(shape: String, publicImports: Bool) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent(
            "horizon-generated-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let generated = try ToolRun(
            "generate-graph",
            ["--shape", shape, "--features", "3", "--files", "2", "--out", out.path]
                + (publicImports ? ["--public-imports"] : []))
        #expect(generated.status == 0, "\(generated.errors)")
        // Horizon's rules, unless --public-imports: imports internal but where the public API
        // names the module (the live service's conformance to its interface's protocol).
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".enableUpcomingFeature("InternalImportsByDefault")"#) == !publicImports)
        #expect(manifest.contains(#".enableUpcomingFeature("MemberImportVisibility")"#) == !publicImports)
        let sources = try FileManager.default.subpathsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".swift") }
        let publicImported = try sources.filter { path in
            try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8).contains("public import ")
        }.map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(
            publicImported.sorted()
                == (publicImports || shape == "vertical"
                    ? [] : ["LiveService0.swift", "LiveService1.swift", "LiveService2.swift"]),
            "\(publicImported)")
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
        let build = try Subprocess.run(["swift", "build", "--package-path", out.path])
        #expect(build.status == 0, "\(build.output.suffix(2000))")
    }

    @Test(
        "bad input exits 2 with the reason",
        arguments: [
            (["measure-build-times", "--runs"], "--runs needs a whole number above 0"),
            (
                ["measure-build-times", "--format", "json"],
                "--format prints a budget's findings: it needs --budget FILE"
            ),
            (["measure-build-times", "--format", "xml"], "--format needs text, github, json, not 'xml'"),
            (["measure-build-times", "--nope"], "unknown argument '--nope'"),
            (["measure-build-times", "--modules", "Nowhere"], "the package has no built target 'Nowhere'"),
            (["measure-build-times", "--modules", "Profile,,Login"], "separated by single commas"),
            (["measure-build-times", "--all", "--modules", "Profile"], "exclude each other"),
            (["measure-build-times", "--modules"], "--modules needs target names"),
            (["measure-build-times", "--modules", "Core:public-api"], "it needs --shared-cache"),
            (
                ["measure-build-times", "--shared-cache", "--modules", "Core:body"],
                "--modules NAME:EDIT takes public-api or layout-struct"
            ),
            (["measure-build-times", "--configuration", "fast"], "--configuration is debug or release"),
            (["measure-build-times", "--package-path", "/"], "no Package.swift"),
            (["measure-build-times", "--package-path", "/nonexistent"], "'/nonexistent' is not a directory"),
            (["measure-build-times", "--scale", "6,,25"], "separated by single commas"),
            (["measure-build-times", "--scale", "6,x"], "separated by single commas"),
            (["measure-build-times", "--disable-cmo"], "--disable-cmo needs --configuration release"),
            (["measure-build-times", "--render", "/nonexistent.json"], "--render needs a scaling run's"),
            (["measure-build-times", "--render", "Package.swift,"], "separated by single commas"),
            (
                ["measure-build-times", "--scale", "6", "--quick", "--edited", "root"],
                "--edited is service, feature or layout, or several apart by commas, each once"
            ),
            (["measure-build-times", "--scale", "6", "--quick", "--edited", "layout,layout"], "each once"),
            (["measure-build-times", "--scale", "6", "--edited", "feature"], "it needs --scale and --quick"),
            (["measure-build-times", "--public-imports"], "--public-imports sets how generated graphs import"),
            (["measure-build-times", "--scale", "6", "--shape", "diagonal"], "--shape is horizontal or vertical"),
            (["measure-build-times", "--shape", "vertical"], "--shape chooses the shape a scaling run measures"),
            (["rebuild-impact", "--nope"], "unknown argument '--nope'"),
            (["rebuild-impact", "--package-path", "/nonexistent"], "'/nonexistent' is not a directory"),
            (["rebuild-impact", "--package-path", "/"], "no Package.swift"),
            (["rebuild-impact", "--configuration", "fast"], "--configuration is debug or release"),
            (["rebuild-impact", "--disable-cmo"], "--disable-cmo needs --configuration release"),
            (["module-graph", "--package-path", "/nonexistent"], "'/nonexistent' is not a directory"),
            (["check-architecture", "--package-path", "/nonexistent"], "'/nonexistent' is not a directory"),
            (
                ["generate-graph", "--shape", "diagonal", "--features", "3", "--out", "/tmp/horizon-never"],
                "--shape is horizontal or vertical"
            ),
            (["generate-graph", "--shape", "vertical"], "--out is required"),
        ])
    func badInput(arguments: [String], reason: String) throws {
        // In a package of one module, the tools' default --package-path.
        let package = try TemporaryPackage(
            ["Package.swift": TemporaryPackage.manifest([("Core", [])]), "Sources/Core/Core.swift": "let core = 1\n"])
        defer { package.remove() }
        let result = try ToolRun(arguments[0], Array(arguments.dropFirst()), in: package.root)
        #expect(
            result.status == 2 && result.errors.contains("\(arguments[0]): ") && result.errors.contains(reason),
            "\(result.errors)")
    }

    @Test("--shape measures one shape alone: a scaling run with no record of the other")
    func oneShape() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-shape-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolRun(
            "measure-build-times", ["--scale", "2", "--quick", "--shape", "horizontal", "--out", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        let results = try JSONSerialization.jsonObject(
            with: Data(contentsOf: folder.appendingPathComponent("results.json")))
        let shapes = ((results as? [String: Any])?["records"] as? [[String: Any]] ?? []).map { $0["shape"] as? String }
        #expect(!shapes.isEmpty && shapes.allSatisfy { $0 == "horizontal" }, "\(shapes)")
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
        let result = try ToolRun("measure-build-times", ["--render", results.path, "--out", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        let markdown = try String(contentsOf: folder.appendingPathComponent("scaling.md"), encoding: .utf8)
        #expect(markdown.contains("### No-op build") && markdown.contains("| 6 | 0.50 (0.50–0.50) | 0 |"))
        #expect(markdown.contains("| 6 | 1.50 (1.50–1.50) | 2 | 2.00 (2.00–2.00) | 1 | 1.3x |"))
        #expect(markdown.contains("- horizontal, N = 6: +App (depends on Service0)"))
        #expect(markdown.contains("Every set as the import graph predicts."), "the body-only edit")
        for chart in ["scaling-time", "scaling-modules", "scaling-overhead"] {
            let svg = try String(contentsOf: folder.appendingPathComponent(chart + ".svg"), encoding: .utf8)
            #expect(svg.hasPrefix("<svg") && svg.contains("polyline"), "\(chart)")
        }
        // A run of Swift Build alone has its tables too, named so.
        try
            (#"{"toolchain": "Swift", "cores": 2, "date": "2026-11-24", "mode": "debug builds", "records": ["#
            + records.map { $0.replacingOccurrences(of: "{", with: #"{"buildSystem": "swiftbuild", "#) }.joined(
                separator: ", ") + "]}").write(to: results, atomically: true, encoding: .utf8)
        let swiftBuild = try ToolRun("measure-build-times", ["--render", results.path, "--out", folder.path])
        #expect(swiftBuild.status == 0, "\(swiftBuild.errors)")
        let tables = try String(contentsOf: folder.appendingPathComponent("scaling.md"), encoding: .utf8)
        #expect(tables.contains("the tables: Swift Build."), "\(tables.prefix(300))")
        #expect(tables.contains("| 6 | 1.50 (1.50–1.50) | 2 | 2.00 (2.00–2.00) | 1 | 1.3x |"), "\(tables)")
    }

    @Test(
        "--out never replaces a file of the user's: the run is refused before it builds, and the file stays",
        arguments: [
            (["measure-build-times", "--quick"], "results.csv"),
            (["measure-build-times", "--scale", "3", "--quick"], "scaling.md"),
            (["measure-build-times", "--shared-cache"], "shared-cache.json"),
            (["rebuild-impact"], "rebuild-impact.md"),
            (["build-cost", "record"], "working-tree.json"),
        ])
    func outKeepsTheUsersFiles(arguments: [String], name: String) throws {
        let package = try TemporaryPackage(
            ["Package.swift": TemporaryPackage.manifest([("Core", [])]), "Sources/Core/Core.swift": "let core = 1\n"])
        defer { package.remove() }
        try package.write("mine\n", to: "out/\(name)")
        let out = package.url("out")
        let result = try ToolRun(arguments[0], Array(arguments.dropFirst()) + ["--out", out.path], in: package.root)
        #expect(
            result.status == 2
                && result.errors
                    == "\(arguments[0]): \(out.path)/\(name) exists and is not the tool's: give --out a new or empty folder\n",
            "\(result.errors)")
        #expect(try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8) == "mine\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == [name], "nothing else written")
    }

    @Test("--render on bad input makes no --out folder", arguments: ["/nonexistent.json", "Package.swift"])
    func renderMakesNothingOnBadInput(results: String) throws {
        let package = try TemporaryPackage(
            ["Package.swift": TemporaryPackage.manifest([("Core", [])]), "Sources/Core/Core.swift": "let core = 1\n"])
        defer { package.remove() }
        let out = package.url("report")
        let result = try ToolRun("measure-build-times", ["--render", results, "--out", out.path], in: package.root)
        #expect(result.status == 2, "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: out.path), "no folder left behind")
    }

    @Test(
        "a package the user may only read (another user's) is copied and measured, not refused with a raw error",
        .enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func readOnlyPackage() throws {
        let package = try TemporaryPackage(
            ["Package.swift": TemporaryPackage.manifest([("Core", [])]), "Sources/Core/Core.swift": "let core = 1\n"])
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-nobody-\(UUID().uuidString)")
        defer {
            package.remove()
            try? FileManager.default.removeItem(at: home)
        }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        _ = try Subprocess.run(["chown", "65534:65534", home.path])
        _ = try Subprocess.run(["chmod", "-R", "a-w", package.root.path])
        let tool = ToolRun.products.appendingPathComponent("measure-build-times").path
        let run = try Subprocess.run(
            [
                "setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "env", "HOME=\(home.path)", tool,
                "--all", "--quick", "--package-path", package.root.path,
            ], separateErrors: true, temporaryDirectory: .inherited)
        #expect(run.status == 0, "\(run.errors.suffix(2000))")
        #expect(run.output.contains("| Core (library) | public API added | 1: Core |"), "\(run.output)")
        _ = try Subprocess.run(["chmod", "-R", "u+w", package.root.path])
    }

    @Test("an error no tool expected is one line: the system's reason and the file, no error domain")
    func unexpectedError() {
        let error = NSError(
            domain: NSCocoaErrorDomain, code: 513,
            userInfo: [
                NSFilePathErrorKey: "/pkg/Sources/Core",
                NSUnderlyingErrorKey: POSIXError(.EPERM),
            ])
        #expect(Tool.describe(error) == "Operation not permitted: /pkg/Sources/Core")
    }

    @Test("a package that cannot be written exits 1 and names the folder")
    func unwritableOutput() throws {
        let result = try ToolRun(
            "generate-graph", ["--shape", "vertical", "--features", "2", "--out", "/proc/horizon-never"])
        #expect(result.status == 1 && result.errors.contains("cannot write /proc/horizon-never"), "\(result.errors)")
    }
}
