import Foundation
import Testing
import ToolSupport

/// The Bazel tools end to end: the build files written from a manifest and checked against it,
/// `bazel build //...` on them, the side-by-side measurement, the shared cache. They need bazel
/// (Debian's bazel-bootstrap) and nginx (nginx-light), which CI installs; without them they skip.
@Suite("Bazel", .serialized)
struct BazelToolTests {
    static let bazelInstalled = (try? Subprocess.run(["bazel", "--version"]).status) == 0
    static let nginxInstalled = (try? Subprocess.run(["nginx", "-v"]).status) == 0

    /// Two libraries and an executable that prints what they compute.
    static func package() throws -> TemporaryPackage {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Shapes",
                targets: [
                    .target(name: "Geometry"),
                    .target(name: "Drawing", dependencies: ["Geometry"]),
                    .executableTarget(name: "draw", dependencies: ["Drawing"]),
                ]
            )

            """
        return try TemporaryPackage([
            "Package.swift": manifest,
            "Sources/Geometry/Geometry.swift": "public func area(_ side: Int) -> Int { side * side }\n",
            "Sources/Drawing/Drawing.swift":
                "import Geometry\n\npublic func square() -> String { \"area \\(area(3))\" }\n",
            "Sources/draw/main.swift": "import Drawing\n\nprint(square())\n",
        ])
    }

    @Test(
        "bad input exits 2 with the reason",
        arguments: [
            (
                ["measure-build-times", "--build-system", "maybe"],
                "--build-system is swiftpm, swiftbuild, bazel, bazel-no-evolution, both or all, or several of them "
                    + "apart by commas, each once (got 'maybe')"
            ),
            (["measure-build-times", "--build-system", "bazel,swiftpm,"], "(got 'bazel,swiftpm,')"),
            (["measure-build-times", "--build-system", "both,bazel"], "each once (got 'both,bazel')"),
            (
                ["measure-build-times", "--build-system", "bazel", "--configuration", "release", "--disable-cmo"],
                "--disable-cmo is a SwiftPM flag"
            ),
            (["bazel-cache"], "name a command: start, stop, status or check"),
            (["bazel-cache", "restart"], "unknown command 'restart'"),
            (["bazel-cache", "start", "--port", "80"], "--port needs a number from 1024 to 65535"),
        ])
    func badInput(arguments: [String], reason: String) throws {
        let result = try ToolRun(arguments[0], Array(arguments.dropFirst()))
        #expect(result.status == 2 && result.errors.contains(reason), "\(result.errors)")
    }

    @Test(
        "--check names the files out of date with the manifest; --write makes them current; a new dependency is caught")
    func buildFiles() throws {
        let package = try Self.package()
        defer { package.remove() }
        let path = ["--package-path", package.root.path]
        let missing = try ToolRun("bazel-build-files", path + ["--check"])
        #expect(
            missing.status == 1
                && missing.errors.contains(
                    "Sources/Drawing/BUILD.bazel, Sources/Geometry/BUILD.bazel, Sources/draw/BUILD.bazel, "
                        + "bazel/package.bzl, bazel/swift.bzl, bazel/toolchain.bzl, bazel/BUILD.bazel, WORKSPACE"),
            "\(missing.errors)")
        // What an older version wrote at the root, and a BUILD file of the package's own.
        try package.write("# Generated from Package.swift by bazel-build-files: do not edit.\n", to: "BUILD.bazel")
        try package.write("# mine\n", to: "Sources/Drawing/assets/BUILD")
        let write = try ToolRun("bazel-build-files", path + ["--write"])
        #expect(
            write.status == 0
                && write.output.hasPrefix(
                    "bazel-build-files: wrote 10 files in \(package.root.path): 3 BUILD.bazel, bazel/package.bzl, "),
            "\(write.output)")
        #expect(
            write.output.contains(
                "SwiftPM warns of the BUILD.bazel in 3 target folder(s) as an unhandled file until each target says "
                    + #"exclude: ["BUILD.bazel"] (Geometry, Drawing, draw)"#), "\(write.output)")
        #expect(!FileManager.default.fileExists(atPath: package.url("BUILD.bazel").path), "its own old file removed")
        #expect(try String(contentsOf: package.url("Sources/Drawing/assets/BUILD"), encoding: .utf8) == "# mine\n")
        #expect(try ToolRun("bazel-build-files", path + ["--check"]).status == 0)
        try package.write(
            "# Generated from Package.swift by bazel-build-files: do not edit.\n", to: "Sources/Old/BUILD.bazel")
        let orphan = try ToolRun("bazel-build-files", path + ["--check"])
        #expect(orphan.status == 1 && orphan.errors.contains("Sources/Old/BUILD.bazel out of date"), "\(orphan.errors)")
        try FileManager.default.removeItem(at: package.url("Sources/Old"))
        let manifest = try String(contentsOf: package.url("Package.swift"), encoding: .utf8)
        try package.write(
            manifest.replacingOccurrences(
                of: #".executableTarget(name: "draw", dependencies: ["Drawing"])"#,
                with: #".executableTarget(name: "draw", dependencies: ["Drawing", "Geometry"])"#), to: "Package.swift")
        let stale = try ToolRun("bazel-build-files", path + ["--check"])
        #expect(
            stale.status == 1
                && stale.errors.contains("bazel-build-files: Sources/draw/BUILD.bazel out of date with Package.swift"),
            "\(stale.errors)")
    }

    @Test(
        "--write and --check leave alone every BUILD file the tool did not write for this package: one that names the tool in a comment, another package's, one written for another package"
    )
    func buildFilesOwnership() throws {
        let package = try Self.package()
        defer { package.remove() }
        let path = ["--package-path", package.root.path]
        let others = [
            "tools/lint/BUILD.bazel":
                "# Lint rules; the Swift rules come from bazel-build-files.\nfilegroup(name = \"lint\")\n",
            "Vendor/Other/Package.swift": "// swift-tools-version: 6.0\n",
            "Vendor/Other/Sources/A/BUILD.bazel":
                "# Written by bazel-build-files for the package \"Other\" from its Package.swift: do not edit.\n",
            "Vendor/Other/Sources/B/BUILD.bazel":
                "# Generated from Package.swift by bazel-build-files (Tools/Sources/BazelKit): do not edit.\n",
            "Moved/BUILD.bazel":
                "# Written by bazel-build-files for the package \"Other\" from its Package.swift: do not edit.\n",
        ]
        for (file, text) in others { try package.write(text, to: file) }
        #expect(try ToolRun("bazel-build-files", path + ["--write"]).status == 0)
        for (file, text) in others {
            #expect(try String(contentsOf: package.url(file), encoding: .utf8) == text, "\(file) kept as it was")
        }
        let check = try ToolRun("bazel-build-files", path + ["--check"])
        #expect(check.status == 0, "none of them is out of date: \(check.errors)")
        let written = try String(contentsOf: package.url("Sources/Drawing/BUILD.bazel"), encoding: .utf8)
        #expect(written.hasPrefix("# Written by bazel-build-files for the package \"Shapes\" from its Package.swift"))
    }

    @Test(
        "bazel-build-files: a --root with an empty name, or a select-tests.json that is no list of inputs, exits 2 in one line"
    )
    func buildFilesBadInput() throws {
        let package = try Self.package()
        defer { package.remove() }
        let path = ["--package-path", package.root.path]
        let root = try ToolRun("bazel-build-files", path + ["--root", "HorizonApp,"])
        #expect(
            root.status == 2
                && root.errors
                    == "bazel-build-files: --root needs target names, separated by commas: HorizonApp,HorizonBench\n",
            "\(root.errors)")
        try package.write("{ not json", to: "select-tests.json")
        let inputs = try ToolRun("bazel-build-files", path + ["--write"])
        #expect(
            inputs.status == 2 && inputs.errors.contains("select-tests.json is not a list of undeclared inputs"),
            "\(inputs.errors)")
        #expect(inputs.errors.split(separator: "\n").count == 1, "one line")
        #expect(
            !FileManager.default.fileExists(atPath: package.url("Sources/draw/BUILD.bazel").path), "nothing written")
    }

    @Test("--write refuses, naming them, files of the package's own it would replace, and writes nothing")
    func writeKeepsTheUsersFiles() throws {
        let package = try Self.package()
        defer { package.remove() }
        try package.write("workspace(name = \"mine\")\n", to: "WORKSPACE")
        try package.write("build --jobs=1\n", to: ".bazelrc")
        let path = ["--package-path", package.root.path]
        let refused = try ToolRun("bazel-build-files", path + ["--write"])
        #expect(refused.status == 2, "\(refused.errors)")
        #expect(
            refused.errors
                == "bazel-build-files: WORKSPACE, .bazelrc in \(package.root.path) are not bazel-build-files' own: "
                + "move them aside, or merge by hand\n")
        #expect(try String(contentsOf: package.url("WORKSPACE"), encoding: .utf8) == "workspace(name = \"mine\")\n")
        #expect(try String(contentsOf: package.url(".bazelrc"), encoding: .utf8) == "build --jobs=1\n")
        #expect(!FileManager.default.fileExists(atPath: package.url("Sources/draw/BUILD.bazel").path))
        try FileManager.default.removeItem(at: package.url("WORKSPACE"))
        try FileManager.default.removeItem(at: package.url(".bazelrc"))
        #expect(try ToolRun("bazel-build-files", path + ["--write"]).status == 0)
        #expect(try ToolRun("bazel-build-files", path + ["--write"]).status == 0, "its own files it rewrites")
    }

    @Test(
        "--write refuses to hide the package's own BUILD, WORKSPACE.bazel or MODULE.bazel from Bazel, and writes nothing",
        arguments: ["Sources/Geometry/BUILD", "WORKSPACE.bazel", "MODULE.bazel"])
    func writeHidesNothing(own: String) throws {
        let package = try Self.package()
        defer { package.remove() }
        try package.write("# mine\n", to: own)
        let path = ["--package-path", package.root.path]
        let refused = try ToolRun("bazel-build-files", path + ["--write"])
        #expect(refused.status == 2, "\(refused.output)")
        #expect(
            refused.errors
                == "bazel-build-files: \(own) in \(package.root.path) is the package's own, and the files "
                + "bazel-build-files writes beside it would hide it from Bazel: move it aside, or merge by hand\n")
        #expect(try String(contentsOf: package.url(own), encoding: .utf8) == "# mine\n")
        for written in ["Sources/Geometry/BUILD.bazel", "WORKSPACE", "bazel/swift.bzl"] {
            #expect(!FileManager.default.fileExists(atPath: package.url(written).path), "\(written) not written")
        }
    }

    @Test("bazel build //... builds the executable from the generated files, and it runs", .enabled(if: bazelInstalled))
    func bazelBuild() throws {
        let package = try Self.package()
        let bazel = BazelOutputBase(beside: package.root)
        defer {
            bazel.remove()
            package.remove()
        }
        #expect(try ToolRun("bazel-build-files", ["--package-path", package.root.path, "--write"]).status == 0)
        let build = try bazel.run(["build", "//..."])
        #expect(build.status == 0, "\(build.output.suffix(3000))")
        let binary = try bazel.run(["run", "//Sources/draw"], separateErrors: true)
        #expect(binary.output == "area 9\n", "\(binary.output) \(binary.errors.suffix(2000))")
    }

    @Test(
        "a private dependency is no input of its importer's importers: its public API edited reruns the module that imports it, not the executable above; turned off, it is an input again",
        .enabled(if: bazelInstalled))
    func privateDependency() throws {
        let package = try Self.package()
        let bazel = BazelOutputBase(beside: package.root)
        defer {
            bazel.remove()
            package.remove()
        }
        try package.write(
            "internal import Geometry\n\npublic func square() -> String { \"area \\(area(3))\" }\n",
            to: "Sources/Drawing/Drawing.swift")
        let path = ["--package-path", package.root.path]
        #expect(try ToolRun("bazel-build-files", path + ["--write"]).status == 0)
        let drawing = try String(contentsOf: package.url("Sources/Drawing/BUILD.bazel"), encoding: .utf8)
        #expect(
            drawing.contains("    private_deps = [\"//Sources/Geometry\"],\n    library_evolution = True,\n"),
            "\(drawing)")
        /// The files the executable's compile reads that Geometry gives.
        func geometryInputs() throws -> [String] {
            let query = try bazel.run(["aquery", "mnemonic('SwiftCompile', //Sources/draw)", "--output=text"])
            let inputs = query.output.split(separator: "\n").first { $0.contains("Inputs: [") } ?? ""
            return inputs.split(separator: " ").filter { $0.contains("Geometry.") }.map(String.init)
        }
        #expect(try geometryInputs().isEmpty)
        #expect(try bazel.run(["build", "//..."]).status == 0)
        try package.write(
            "public func area(_ side: Int) -> Int { side * side }\npublic func perimeter(_ side: Int) -> Int { 4 * side }\n",
            to: "Sources/Geometry/Geometry.swift")
        let explained = package.root.appendingPathExtension("explain")
        defer { try? FileManager.default.removeItem(at: explained) }
        let build = try bazel.run(["build", "//...", "--explain=\(explained.path)"])
        let log = try String(contentsOf: explained, encoding: .utf8)
        #expect(build.status == 0 && log.contains("Compiling Swift module Drawing"), "\(log)")
        #expect(!log.contains("Compiling Swift module draw"), "\(log)")
        #expect(try ToolRun("bazel-build-files", path + ["--write", "--no-library-evolution"]).status == 0)
        #expect(try !geometryInputs().isEmpty, "turned off: the binary module may name any dependency")
    }

    @Test(
        "bazel test //... runs a Swift Testing target: it passes, is cached when nothing changed, and fails when a test does",
        .enabled(if: bazelInstalled))
    func bazelTest() throws {
        let package = try TemporaryPackage([
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Shapes",
                targets: [
                    .target(name: "Geometry"),
                    .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
                ]
            )

            """,
            "Sources/Geometry/Geometry.swift": "func area(_ side: Int) -> Int { side * side }\n",
            "Tests/GeometryTests/GeometryTests.swift":
                "import Testing\n@testable import Geometry\n\n@Test func square() { #expect(area(3) == 9) }\n",
        ])
        let bazel = BazelOutputBase(beside: package.root)
        defer {
            bazel.remove()
            package.remove()
        }
        #expect(try ToolRun("bazel-build-files", ["--package-path", package.root.path, "--write"]).status == 0)
        let first = try bazel.run(["test", "--test_output=all", "//..."])
        #expect(
            first.status == 0 && first.output.contains("Executed 1 out of 1 test: 1 test passes."), "\(first.output)")
        #expect(first.output.contains("Test run with 1 test"), "the generated main ran the test: \(first.output)")
        let again = try bazel.run(["test", "//..."])
        #expect(again.output.contains("(cached) PASSED") && again.output.contains("Executed 0 out of 1 test"))
        try package.write(
            "import Testing\n@testable import Geometry\n\n@Test func square() { #expect(area(3) == 10) }\n",
            to: "Tests/GeometryTests/GeometryTests.swift")
        let failing = try bazel.run(["test", "//..."])
        #expect(failing.status != 0 && failing.output.contains("FAILED"), "\(failing.output.suffix(2000))")
    }

    @Test(
        "--build-system both: the same sets recompiled on SwiftPM and Bazel, side by side", .enabled(if: bazelInstalled)
    )
    func sideBySide() throws {
        let package = try Self.package()
        defer { package.remove() }
        let out = package.url("out")
        let result = try ToolRun(
            "measure-build-times",
            [
                "--package-path", package.root.path, "--modules", "Geometry", "--runs", "2", "--build-system",
                "both", "--out", out.path,
            ])
        #expect(result.status == 0, "\(result.errors.suffix(3000))")
        #expect(result.output.contains("### SwiftPM and Bazel side by side"))
        struct Results: Decodable {
            struct Record: Decodable {
                struct Seconds: Decodable { let runs: [Double] }
                let edit: String
                let recompiled: [String]
                let buildSystem: String?
                let actionSeconds: Double?
                let seconds: Seconds
                let loads: [Double]?
            }
            let records: [Record]
        }
        let records = try JSONDecoder().decode(
            Results.self, from: Data(contentsOf: out.appendingPathComponent("results.json"))
        ).records
        // The timing method: every timed build has its load beside it, and the two build systems'
        // runs take turns, the first to build changing each run.
        for record in records {
            let runs = record.edit == "clean" ? 1 : record.edit == "unchanged" ? 3 : 2
            #expect(record.seconds.runs.count == runs, "\(record.edit)")
            #expect(record.loads?.count == runs, "the load before each timed build: \(record.edit)")
        }
        let runLines = result.errors.split(separator: "\n").filter { $0.contains(", run ") }
        let turns = runLines.prefix(2).map { $0.contains("SwiftPM") ? "SwiftPM" : "Bazel" }
        let firstOfRun2 = runLines.first { $0.contains("run 2/2") }
        #expect(turns == ["SwiftPM", "Bazel"], "run 1 of the first scenario on each build system, in turn")
        #expect(firstOfRun2?.contains("Bazel") == true, "run 2 starts with the other build system")
        #expect(
            runLines.firstIndex { $0.contains("run 2/2") } ?? 0 > runLines.lastIndex { $0.contains("run 1/2") } ?? 0,
            "every scenario's first run comes before any second run")
        // SwiftPM's driver skips what uses nothing that changed; Bazel reruns every compile that
        // loads a module whose bytes changed, and draw loads Geometry's through Drawing, which
        // imports it publicly. The libraries compile with library evolution (each does), so a
        // private stored property changes no interface and reruns no importer.
        let expected = [
            "swiftpm": ["public-api": ["Drawing", "Geometry"], "declaration": ["Geometry"]],
            "bazel": ["public-api": ["Drawing", "Geometry", "draw"], "declaration": ["Geometry"]],
        ]
        for system in ["swiftpm", "bazel"] {
            let own = records.filter { $0.buildSystem == system }
            for edit in ["public-api", "declaration"] {
                #expect(own.first { $0.edit == edit }?.recompiled == expected[system]?[edit], "\(system) \(edit)")
            }
            #expect(own.first { $0.edit == "clean" }?.recompiled.count == 3, "\(system)")
            #expect(own.first { $0.edit == "unchanged" }?.recompiled == [], "\(system)")
        }
        #expect(records.first { $0.buildSystem == "bazel" && $0.edit == "public-api" }?.actionSeconds ?? 0 > 0)
    }

    @Test(
        "a second checkout builds from the shared cache, and pulls each edit as cache hits: public API, and a private property of a public struct, which reruns no importer",
        .enabled(if: bazelInstalled && nginxInstalled))
    func sharedCache() throws {
        let package = try Self.package()
        defer { package.remove() }
        try package.write(
            "public func area(_ side: Int) -> Int { side * side }\n\n"
                + "public struct Square {\n    public var side: Int\n\n    public init(side: Int) { self.side = side }\n}\n",
            to: "Sources/Geometry/Geometry.swift")
        let out = package.url("out")
        let result = try ToolRun(
            "measure-build-times",
            [
                "--package-path", package.root.path, "--modules", "Geometry", "--shared-cache", "--runs", "2", "--out",
                out.path,
            ])
        #expect(result.status == 0, "\(result.errors.suffix(3000))")
        struct Step: Decodable {
            let checkout: String
            let localActions: Int
            let cacheHits: Int
            let localActionsPerRun: [Int]?
        }
        let steps = try JSONDecoder().decode(
            [Step].self, from: Data(contentsOf: out.appendingPathComponent("shared-cache.json")))
        try #require(steps.count == 7)
        #expect(steps[0].localActions > 0 && steps[0].cacheHits == 0, "the first checkout fills the cache")
        #expect(
            steps[1].localActions == 1 && steps[1].cacheHits == 1,
            "the second builds the toolchain's modules for its folder, and takes the toolchain's identity from the cache"
        )
        #expect(
            steps[2].localActions == 0 && steps[2].cacheHits == steps[0].localActions - 2,
            "then builds nothing itself")
        #expect(steps[3].localActions > 0, "the edit compiles on the first")
        #expect(
            steps[3].localActionsPerRun?.count == 2 && steps[3].localActionsPerRun?.allSatisfy { $0 > 0 } == true,
            "each run's edit is one the cache has not seen: it compiles again")
        #expect(
            steps[4].localActions == 0 && steps[4].cacheHits == steps[3].localActions, "and reaches the second as hits")
        #expect(steps[4].localActionsPerRun == [0, 0], "in every run")
        #expect(
            steps[5].localActions > 0 && steps[5].localActions < steps[3].localActions,
            "a private property of the struct reruns Geometry's compile and the link, not Drawing's: its interface is the same"
        )
        #expect(
            steps[6].localActionsPerRun == [0, 0] && steps[6].cacheHits == steps[5].localActions,
            "and reaches the second as hits")
    }

    @Test("bazel-cache starts nginx on loopback, refuses a second start, and stops", .enabled(if: nginxInstalled))
    func cacheServer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-cache-\(UUID().uuidString)")
        let port = String(Int.random(in: 20_000...60_000))
        defer {
            _ = try? ToolRun("bazel-cache", ["stop", "--dir", folder.path])
            ScratchFolder.removeItem(atPath: folder.path)
        }
        let started = try ToolRun("bazel-cache", ["start", "--dir", folder.path, "--port", port])
        #expect(
            started.status == 0 && started.output.contains("--remote_cache=http://127.0.0.1:\(port)"),
            "\(started.errors)")
        let put = try Subprocess.run(["curl", "-sf", "-X", "PUT", "--data", "x", "http://127.0.0.1:\(port)/cas/abc"])
        if put.status == 0 {
            #expect(try ToolRun("bazel-cache", ["status", "--dir", folder.path]).output.contains("1 entries"))
        }
        let again = try ToolRun("bazel-cache", ["start", "--dir", folder.path, "--port", port])
        #expect(again.status == 2 && again.errors.contains("a cache runs already"))
        #expect(try ToolRun("bazel-cache", ["stop", "--dir", folder.path]).status == 0)
        let stopped = try ToolRun("bazel-cache", ["status", "--dir", folder.path])
        #expect(stopped.status == 1 && stopped.errors.contains("no cache runs"))
    }

    @Test(
        "bazel-cache serves from a folder whose name has a space and letters beyond ASCII; a name nginx cannot quote is refused",
        .enabled(if: nginxInstalled))
    func cacheFolderNames() throws {
        let parent = try ScratchFolder("horizon-cache-names")
        defer { parent.remove() }
        let folder = parent.url.appendingPathComponent("cache dir ü")
        let port = String(Int.random(in: 20_000...60_000))
        defer { _ = try? ToolRun("bazel-cache", ["stop", "--dir", folder.path]) }
        let started = try ToolRun("bazel-cache", ["start", "--dir", folder.path, "--port", port])
        #expect(started.status == 0, "\(started.errors)")
        let put = try Subprocess.run(["curl", "-sf", "-X", "PUT", "--data", "x", "http://127.0.0.1:\(port)/cas/abc"])
        if put.status == 0 {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("cache/cas/abc").path))
        }
        #expect(try ToolRun("bazel-cache", ["stop", "--dir", folder.path]).status == 0)
        let dollar = parent.url.appendingPathComponent("a$b")
        let refused = try ToolRun("bazel-cache", ["start", "--dir", dollar.path, "--port", port])
        #expect(
            refused.status == 2
                && refused.errors == "bazel-cache: --dir \(dollar.path) holds \"$\", which nginx's configuration "
                    + "cannot name: choose another folder\n",
            "\(refused.errors)")
        #expect(!FileManager.default.fileExists(atPath: dollar.path), "nothing made")
    }

    @Test(
        "bazel-cache stop removes what start made and nothing else: the user's files, folders and modes stay",
        .enabled(if: nginxInstalled))
    func cacheKeepsTheUsersFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-cache-\(UUID().uuidString)")
        let port = String(Int.random(in: 20_000...60_000))
        defer {
            _ = try? ToolRun("bazel-cache", ["stop", "--dir", folder.path])
            ScratchFolder.removeItem(atPath: folder.path)
        }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let started = try ToolRun("bazel-cache", ["start", "--dir", ".", "--port", port], in: folder)
        #expect(started.status == 0, "\(started.errors)")
        let stopped = try ToolRun("bazel-cache", ["stop", "--dir", "."], in: folder)
        #expect(stopped.status == 0, "\(stopped.errors)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["docs", "notes.txt"])
        let mode =
            try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("docs").path)[
                .posixPermissions] as? Int
        #expect(mode == 0o755)
    }

    @Test(
        "bazel-cache start refuses a folder holding a name it needs that it did not make, and changes nothing",
        .enabled(if: nginxInstalled))
    func cacheRefusesTheUsersLogs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-cache-\(UUID().uuidString)")
        defer { ScratchFolder.removeItem(atPath: folder.path) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("logs"), withIntermediateDirectories: true)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o750], ofItemAtPath: folder.appendingPathComponent("logs").path)
        let started = try ToolRun("bazel-cache", ["start", "--dir", folder.path, "--port", "19199"])
        #expect(started.status == 2, "\(started.errors)")
        #expect(
            started.errors
                == "bazel-cache: \(folder.path)/logs exists and is not the tool's: give --dir a new or empty folder\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["logs"])
        let mode =
            try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("logs").path)[
                .posixPermissions] as? Int
        #expect(mode == 0o750)
    }

    @Test(
        "bazel-cache start on a port in use, or a --dir that is a file, exits 2 in one line and leaves nothing",
        .enabled(if: nginxInstalled))
    func cacheRefusesPortAndFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-cache-\(UUID().uuidString)")
        let file = folder.appendingPathExtension("txt")
        defer { try? FileManager.default.removeItem(at: file) }
        // A listener of this test's own holds the port.
        let listener = Process()
        listener.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let port = Int.random(in: 20_000...60_000)
        listener.arguments = [
            "python3", "-c",
            "import socket,time; s=socket.socket(); s.bind(('127.0.0.1',\(port))); s.listen(); print(1, flush=True); time.sleep(30)",
        ]
        let ready = Pipe()
        listener.standardOutput = ready
        try listener.run()
        defer { listener.terminate() }
        _ = ready.fileHandleForReading.availableData
        let taken = try ToolRun("bazel-cache", ["start", "--dir", folder.path, "--port", String(port)])
        #expect(taken.status == 2, "\(taken.errors)")
        #expect(taken.errors == "bazel-cache: port \(port) on 127.0.0.1 is in use: choose another --port\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        try Data("a file".utf8).write(to: file)
        let onFile = try ToolRun("bazel-cache", ["start", "--dir", file.path, "--port", "19198"])
        #expect(
            onFile.status == 2
                && onFile.errors == "bazel-cache: --dir \(file.path) cannot be written: Not a directory\n")
    }

    @Test(
        "bazel-cache check: a corrupt blob fails nothing once found and removed; the next checkout builds again",
        .enabled(if: bazelInstalled && nginxInstalled))
    func cacheCheck() throws {
        let package = try Self.package()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-cache-\(UUID().uuidString)")
        let port = String(Int.random(in: 20_000...60_000))
        var outputBases: [BazelOutputBase] = []
        defer {
            for base in outputBases { base.remove() }
            _ = try? ToolRun("bazel-cache", ["stop", "--dir", folder.path])
            package.remove()
        }
        #expect(try ToolRun("bazel-build-files", ["--package-path", package.root.path, "--write"]).status == 0)
        #expect(try ToolRun("bazel-cache", ["start", "--dir", folder.path, "--port", port]).status == 0)
        /// A build in a new output base, as a second checkout's, from the cache.
        func build() throws -> Subprocess.Outcome {
            let base = BazelOutputBase(beside: package.root, name: "bazel-\(outputBases.count)")
            outputBases.append(base)
            return try base.run(["build", "--remote_cache=http://127.0.0.1:\(port)", "//..."])
        }
        #expect(try build().status == 0)
        let sound = try ToolRun("bazel-cache", ["check", "--dir", folder.path])
        #expect(sound.status == 0 && sound.output.contains(": every entry holds"), "\(sound.output)")
        // Damage the largest blob: an object or a module every later checkout would download.
        let cas = folder.appendingPathComponent("cache/cas")
        let blobs = try FileManager.default.contentsOfDirectory(atPath: cas.path)
        let largest = try #require(
            blobs.max {
                let size = { (name: String) in
                    (try? FileManager.default.attributesOfItem(atPath: cas.appendingPathComponent(name).path)[.size]
                        as? Int) ?? 0
                }
                return size($0) < size($1)
            })
        var bytes = try Data(contentsOf: cas.appendingPathComponent(largest))
        bytes[bytes.count - 1] ^= 1
        try bytes.write(to: cas.appendingPathComponent(largest))
        let found = try ToolRun("bazel-cache", ["check", "--dir", folder.path])
        #expect(found.status == 1 && found.output.contains("cas/\(largest): its contents do not hash to its name"))
        let removed = try ToolRun("bazel-cache", ["check", "--dir", folder.path, "--remove"])
        #expect(removed.status == 0 && removed.output.contains("removed"), "\(removed.output)")
        let rebuilt = try build()
        #expect(rebuilt.status == 0, "\(rebuilt.output.suffix(2000))")
        #expect(try ToolRun("bazel-cache", ["check", "--dir", folder.path]).status == 0, "stored again, soundly")
    }
}
