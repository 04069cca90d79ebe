import Foundation
import Testing
import ToolSupport

/// The tools on packages nobody here wrote, at pinned versions, with answers checked by hand
/// (docs/measuring-your-package.md, "On real packages", says how each was checked): the module
/// graph, the tests an edit selects, the Bazel files building or refused with reasons, the
/// import graph the compiler reads, what an edit recompiles and which split helps. Opt-in:
/// `HORIZON_REAL_PACKAGES=1 swift test --package-path Tools --filter RealPackageTests` (CI sets it).
@Suite("real packages", .serialized, .enabled(if: RealPackage.enabled))
struct RealPackageTests {
    static let bazelInstalled = BazelToolTests.bazelInstalled

    // MARK: swift-argument-parser 1.8.2

    @Test("swift-argument-parser: the module graph, every executable and plugin drawn, no interfaces box")
    func argumentParserGraph() throws {
        let package = try RealPackage("swift-argument-parser", tag: "1.8.2")
        defer { package.remove() }
        let graph = try ToolRun("module-graph", ["--package-path", package.path])
        #expect(graph.status == 0)
        #expect(
            graph.output == """
                graph BT
                  ArgumentParser --> ArgumentParserToolInfo
                  ArgumentParserTestHelpers --> ArgumentParser & ArgumentParserToolInfo
                  GenerateDoccReference --> generate_docc_reference["generate-docc-reference"]
                  GenerateManual --> generate_manual["generate-manual"]
                  roll --> ArgumentParser
                  math --> ArgumentParser
                  repeat --> ArgumentParser
                  color --> ArgumentParser
                  default_as_flag["default-as-flag"] --> ArgumentParser
                  generate_docc_reference["generate-docc-reference"] --> ArgumentParser & ArgumentParserToolInfo
                  generate_manual["generate-manual"] --> ArgumentParser & ArgumentParserToolInfo

                """)
        let check = try ToolRun("check-architecture", ["--package-path", package.path, "--root", "ArgumentParser"])
        #expect(check.status == 2 && check.errors.contains("swift-argument-parser has no target under App/"))
    }

    @Test("swift-argument-parser: ArgumentParser uses three of the tool-info library's four public types")
    func argumentParserInterfaceUsage() throws {
        let package = try RealPackage("swift-argument-parser", tag: "1.8.2")
        defer { package.remove() }
        // Checked by hand: ToolInfoHeader is the one public type of ArgumentParserToolInfo that
        // no file of ArgumentParser names.
        let usage = try ToolRun("interface-usage", ["--package-path", package.path, "--module", "ArgumentParser"])
        #expect(usage.status == 0, "\(usage.errors)")
        #expect(
            usage.output == """
                ArgumentParser uses 3 of the 4 public types its imports show:
                  ArgumentParserToolInfo  3 of 4: ArgumentInfoV0, CommandInfoV0, ToolInfoV0

                """)
    }

    @Test("swift-argument-parser: an example, a plugin, the tool-info library and a tool each select what runs them")
    func argumentParserSelection() throws {
        let package = try RealPackage("swift-argument-parser", tag: "1.8.2")
        defer { package.remove() }
        let all = [
            "ArgumentParserEndToEndTests", "ArgumentParserExampleTests", "ArgumentParserGenerateDoccReferenceTests",
            "ArgumentParserGenerateManualTests", "ArgumentParserPackageManagerTests", "ArgumentParserToolInfoTests",
            "ArgumentParserUnitTests",
        ]
        // The example `math` is linked by no test; the tests whose closure holds
        // ArgumentParserTestHelpers (which runs executables with Process) may run it.
        try package.commit(appending: "// an edit\n", to: "Examples/math/Math.swift", "Edit the math example")
        #expect(try package.selectedTests() == all.filter { $0 != "ArgumentParserToolInfoTests" })
        // A command plugin in its default folder, Plugins/GenerateManual, which no target applies:
        // the tests that start processes may run it (`swift package generate-manual`), the same six.
        try package.commit(
            appending: "// an edit\n", to: "Plugins/GenerateManual/GenerateManualPlugin.swift", "Edit a plugin")
        #expect(try package.selectedTests() == all.filter { $0 != "ArgumentParserToolInfoTests" })
        // The tool generate-manual, in Tools/: the same six, as for the example.
        try package.commit(
            appending: "// an edit\n", to: "Tools/generate-manual/GenerateManual.swift", "Edit generate-manual")
        #expect(try package.selectedTests() == all.filter { $0 != "ArgumentParserToolInfoTests" })
        // ArgumentParserToolInfo, which every test target links.
        try package.commit(
            appending: "// an edit\n", to: "Sources/ArgumentParserToolInfo/ToolInfo.swift", "Edit ToolInfo")
        #expect(try package.selectedTests() == all)
    }

    @Test("swift-argument-parser: Bazel builds every library and executable; @main examples run")
    func argumentParserBazel() throws {
        let package = try RealPackage("swift-argument-parser", tag: "1.8.2")
        let bazel = BazelOutputBase(beside: package.root)
        defer {
            bazel.remove()
            package.remove()
        }
        let write = try ToolRun("bazel-build-files", ["--package-path", package.path, "--write"])
        #expect(write.status == 0, "\(write.errors)")
        #expect(
            write.output.contains(
                "left to SwiftPM: GenerateDoccReference (plugin), GenerateManual (plugin), ArgumentParserEndToEndTests "
                    + "(test: uses XCTest, which swift_test does not run on Linux)"
            ))
        let text = try String(
            contentsOf: package.root.appendingPathComponent("Examples/math/BUILD.bazel"), encoding: .utf8)
        #expect(
            text.contains(
                "name = \"math\",\n    srcs = glob([\"**/*.swift\"]),\n    copts = SWIFT_COPTS + [\"-parse-as-library\"],"
            ))
        #expect(text.contains(#"visibility = ["//visibility:public"],"#), "not laid out as Horizon is: public")
        guard Self.bazelInstalled else { return }
        let build = try bazel.run(["build", "//..."])
        #expect(build.status == 0, "\(build.output.suffix(3000))")
        let math = try bazel.run(["run", "//Examples/math", "--", "add", "1", "2", "3"], separateErrors: true)
        #expect(math.output == "6\n", "\(math.errors.suffix(2000))")
    }

    @Test(
        "swift-argument-parser: what ArgumentParserToolInfo's public API recompiles, as the compiler's imports predict")
    func argumentParserMeasured() throws {
        let package = try RealPackage("swift-argument-parser", tag: "1.8.2")
        defer { package.remove() }
        let result = try package.measurePublicAPI(of: "ArgumentParserToolInfo")
        #expect(result.status == 0, "\(result.errors.suffix(2000))")
        #expect(
            result.output.contains(
                "| 5: ArgumentParser, ArgumentParserTestHelpers, ArgumentParserToolInfo, generate_docc_reference, "
                    + "generate_manual | "), "\(result.output)")
        #expect(result.output.contains("| as predicted |"))
    }

    // MARK: swift-collections 1.6.0

    @Test("swift-collections: the imports the compiler sees, not those of inactive #if branches; the split advice")
    func collectionsImpact() throws {
        let package = try RealPackage("swift-collections", tag: "1.6.0")
        defer { package.remove() }
        let out = package.root.appendingPathComponent(".build-conformance")
        let result = try ToolRun("rebuild-impact", ["--package-path", package.path, "--out", out.path])
        #expect(result.status == 0, "\(result.errors.suffix(2000))")
        struct Impact: Decodable {
            struct Row: Decodable {
                let module: String
                let importers: [String]
                let splitSaving: Double?
            }
            let rows: [Row]
        }
        let rows = try JSONDecoder().decode(
            Impact.self, from: Data(contentsOf: out.appendingPathComponent("rebuild-impact.json"))
        ).rows
        let importers = Dictionary(uniqueKeysWithValues: rows.map { ($0.module, $0.importers) })
        // `Collections` is imported only under `#if COLLECTIONS_SINGLE_MODULE`, which a SwiftPM
        // build does not define: nothing imports it, and it is no split candidate.
        #expect(importers["Collections"] == [])
        #expect(
            importers["InternalCollectionsUtilities"]
                == [
                    "BasicContainers", "BitCollections", "ContainersPreview", "DequeModule", "HashTreeCollections",
                    "HeapModule", "OrderedCollections", "_CollectionsTestSupport", "_RopeModule",
                ].sorted())
        #expect(importers["DequeModule"] == ["Collections"])
        #expect(rows.first { $0.module == "Collections" }?.splitSaving ?? 0 == 0)
    }

    @Test("swift-collections: an edit of DequeModule selects its tests and the umbrella's; Bazel builds the package")
    func collectionsSelectionAndBazel() throws {
        let package = try RealPackage("swift-collections", tag: "1.6.0")
        let bazel = BazelOutputBase(beside: package.root)
        defer {
            bazel.remove()
            package.remove()
        }
        try package.commit(
            appending: "// an edit\n", to: "Sources/DequeModule/Deque/Deque+Codable.swift", "Edit DequeModule")
        #expect(try package.selectedTests() == ["CollectionsModuleTests", "DequeTests"])
        #expect(try ToolRun("bazel-build-files", ["--package-path", package.path, "--write"]).status == 0)
        guard Self.bazelInstalled else { return }
        let build = try bazel.run(["build", "//..."])
        #expect(build.status == 0, "\(build.output.suffix(3000))")
    }

    // MARK: swift-nio 2.101.3

    @Test("swift-nio: Bazel files refused, every target named with why; an edit of NIOHTTP1 selects its six tests")
    func nio() throws {
        let package = try RealPackage("swift-nio", tag: "2.101.3")
        defer { package.remove() }
        let refused = try ToolRun("bazel-build-files", ["--package-path", package.path, "--write"])
        #expect(refused.status == 2)
        let reason = refused.errors
        #expect(
            reason.hasPrefix(
                "bazel-build-files: cannot write Bazel files that build swift-nio as SwiftPM does: 37 target(s): "))
        for expected in [
            "NIOCore (depends on the products DequeModule, Atomics of other packages)",
            "CNIOLinux (sets the c setting define, which the c_library rule does not pass)",
            "NIOFS (depends on the products Atomics, DequeModule, SystemPackage of other packages; defines ENABLE_MOCKING for debug builds only)",
            "NIO (depends on NIOCore, NIOEmbedded, NIOPosix, which the rules cannot build)",
        ] {
            #expect(reason.contains(expected), "\(expected)")
        }
        #expect(
            !FileManager.default.fileExists(
                atPath: package.root.appendingPathComponent("Sources/NIOCore/BUILD.bazel").path))
        #expect(reason.split(separator: "\n").count == 1, "one line")
        try package.commit(appending: "// an edit\n", to: "Sources/NIOHTTP1/HTTPTypes.swift", "Edit NIOHTTP1")
        #expect(
            try package.selectedTests() == [
                "NIOCoreTests", "NIOHTTP1Tests", "NIOPosixTests", "NIOTLSTests", "NIOTestUtilsTests",
                "NIOWebSocketTests",
            ])
        let graph = try ToolRun("module-graph", ["--package-path", package.path])
        #expect(graph.output.contains("  NIOHTTP1 --> NIO & NIOCore & NIOConcurrencyHelpers & CNIOLLHTTP\n"))
        #expect(!graph.output.contains("subgraph interfaces") && !graph.output.contains("RouterInterface"))
    }

    @Test("swift-nio: NIOHTTP1's public API recompiles it and its eight importers, as the compiler's imports predict")
    func nioMeasured() throws {
        let package = try RealPackage("swift-nio", tag: "2.101.3")
        defer { package.remove() }
        let result = try package.measurePublicAPI(of: "NIOHTTP1")
        #expect(result.status == 0, "\(result.errors.suffix(2000))")
        let recompiled =
            "9: NIOAsyncAwaitDemo, NIOHTTP1, NIOHTTP1Client, NIOHTTP1Server, NIOPerformanceTester, NIOTestUtils, "
            + "NIOWebSocket, NIOWebSocketClient, NIOWebSocketServer"
        #expect(result.output.contains("| public API added | \(recompiled) | "), "\(result.output)")
        #expect(result.output.contains("| \(recompiled) | as predicted |"))
    }

    // MARK: WasmKit 0.4.2: a target that applies a build plugin which runs on Linux

    @Test(
        "WasmKit: a change to the build plugin a test target applies, or to the tool it runs, selects that target"
    )
    func wasmKitPlugin() throws {
        let package = try RealPackage("WasmKit", tag: "0.4.2", owner: "swiftwasm")
        defer { package.remove() }
        let graph = try ToolRun("module-graph", ["--package-path", package.path])
        #expect(graph.status == 0 && graph.output.contains("GenerateOverlayForTesting --> WITTool"), "\(graph.errors)")
        // WITOverlayGeneratorTests applies GenerateOverlayForTesting, which runs WITTool; no other target does.
        try package.commit(appending: "// edited\n", to: "Plugins/GenerateOverlayForTesting/Plugin.swift", "plugin")
        #expect(try package.selectedTests() == ["WITOverlayGeneratorTests"])
        try package.commit(appending: "// edited\n", to: "Sources/WITTool/Utilities.swift", "tool")
        let selected = try package.selectedTests()
        #expect(selected.contains("WITOverlayGeneratorTests"), "\(selected)")
        // The others run WITTool as a process (their code starts processes), not through the plugin.
        #expect(
            Set(selected).subtracting(["WITOverlayGeneratorTests"]) == [
                "WITExtractorPluginTests", "WasmKitWASIThreadsTests",
            ])
    }

    @Test(
        "WasmKit's Examples, a package on its parent by path: the graph draws what it reaches of WasmKit, and WAT's public API recompiles the examples that import it, as predicted"
    )
    func wasmKitExamples() throws {
        let package = try RealPackage("WasmKit", tag: "0.4.2", owner: "swiftwasm")
        defer { package.remove() }
        let examples = package.root.appendingPathComponent("Examples").path
        let graph = try ToolRun("module-graph", ["--package-path", examples])
        #expect(graph.status == 0, "\(graph.errors)")
        // Checked against WasmKit's manifest: the products WasmKit, WAT and WasmKitWASI are one
        // target each; what they depend on without a trait is WasmParser, WasmTypes, _CWasmKit
        // and WASI; ComponentModel and WAVE come with the trait ComponentModel.
        #expect(
            graph.output.hasPrefix(
                """
                graph BT
                  subgraph package_wasmkit["WasmKit (..)"]
                    WasmKit; _CWasmKit; WAT; WasmParser; WasmTypes; WasmKitWASI
                    WASI; ComponentModel; WAVE
                  end
                  Factorial --> WasmKit & WAT
                  PrintAdd --> WasmKit & WAT
                  StringPassing --> WasmKit & WAT
                  WASI_Hello["WASI-Hello"] --> WasmKit & WasmKitWASI & WAT
                """), "\(graph.output)")
        #expect(!graph.output.contains("CLICommands"), "WasmKit's CLI is not what Examples builds")
        // The sandbox keeps the folder's name, WasmKit, the identity Examples names. Every build
        // has one TMPDIR: with one per build, SwiftPM evaluated WasmKit's manifest each time and
        // redrew the order of its two traits' defines, and 9 modules recompiled in 36 s.
        let result = try package.measurePublicAPI(of: "WAT", in: "Examples")
        #expect(result.status == 0, "\(result.errors.suffix(2000))")
        // The three examples that import WAT (git grep; WASI-Hello depends on it and imports
        // none of it), and WAT.
        let recompiled = "4: Factorial, PrintAdd, StringPassing, WAT"
        #expect(result.output.contains("| public API added | \(recompiled) | "), "\(result.output)")
        #expect(result.output.contains("| \(recompiled) | as predicted |"), "\(result.output)")
    }
}
