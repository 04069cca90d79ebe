import Foundation
import Testing
import ToolSupport

@testable import ArchitectureCheckKit
@testable import BazelKit

/// The BUILD files from a manifest: one per target folder, one rule per library and executable,
/// the manifest's names, sources, dependencies and settings, a visibility that states the
/// architecture; a change to the manifest is a change to the files.
@Suite("BUILD.bazel")
struct BuildFilesTests {
    typealias Target = (name: String, path: String, type: String, dependencies: [String])

    /// A library, an executable using it and a C shim, a feature and its test target.
    static let targets: [Target] = [
        ("Core", "Sources/Core", "regular", ["Shim"]), ("Feed", "Sources/Feed", "regular", ["Core"]),
        ("my-app", "Sources/my-app", "executable", ["Core", "Feed"]), ("Shim", "Sources/Shim", "regular", []),
        ("CoreTests", "Tests/CoreTests", "test", ["Core"]),
    ]

    static let sources = [
        "Sources/Core/Core.swift": "import Shim\n", "Sources/Feed/Feed.swift": "import Core\n",
        "Sources/my-app/main.swift": "import Feed\n", "Sources/Shim/shim.c": "int shim(void) { return 1; }\n",
        "Sources/Shim/include/shim.h": "int shim(void);\n", "Tests/CoreTests/CoreTests.swift": "import Core\n",
    ]

    /// Each file the targets give, by path.
    func buildFiles(_ targets: [Target]) throws -> [String: String] {
        let fixture = try Fixture(
            targets: targets, sources: Self.sources.merging(["Sources/Search/Search.swift": "import Core\n"]) { $1 })
        defer { fixture.remove() }
        return Dictionary(
            uniqueKeysWithValues: try BuildFiles(package: fixture.dump, root: fixture.root).files.map {
                ($0.path, $0.text)
            })
    }

    @Test(
        "a BUILD.bazel per target folder: swift_library, swift_binary, c_library, swift_test; the flags in bazel/package.bzl"
    )
    func rules() throws {
        let files = try buildFiles(Self.targets)
        #expect(
            Set(files.keys) == [
                "Sources/Core/BUILD.bazel", "Sources/Feed/BUILD.bazel", "Sources/my-app/BUILD.bazel",
                "Sources/Shim/BUILD.bazel", "Tests/CoreTests/BUILD.bazel", "bazel/package.bzl",
            ])
        #expect(
            files["Sources/Feed/BUILD.bazel"]?.hasSuffix(
                """
                load("//bazel:package.bzl", "SWIFT_COPTS")
                load("//bazel:swift.bzl", "swift_library")

                swift_library(
                    name = "Feed",
                    srcs = glob(["**/*.swift"]),
                    copts = SWIFT_COPTS,
                    private_deps = ["//Sources/Core"],
                    library_evolution = True,
                    module_name = "Feed",
                    visibility = ["//visibility:public"],
                )

                """) == true, "\(files["Sources/Feed/BUILD.bazel"] ?? "")")
        let app = try #require(files["Sources/my-app/BUILD.bazel"])
        #expect(
            app.contains("swift_binary(\n    name = \"my-app\"")
                && app.contains(#"load("//bazel:swift.bzl", "swift_binary")"#))
        #expect(app.contains(#"module_name = "my_app""#), "SwiftPM's module name for a name with a dash")
        let shim = try #require(files["Sources/Shim/BUILD.bazel"])
        #expect(shim.contains("c_library(\n    name = \"Shim\"") && shim.contains(#"includes = ["include"]"#))
        #expect(!shim.contains("package.bzl"), "a C target loads no Swift flags")
        let flags = try #require(files["bazel/package.bzl"])
        #expect(
            flags.contains(
                #"SWIFT_COPTS = ["-swift-version", "6", "-package-name", "Fixture", "-enable-upcoming-feature", "InternalImportsByDefault", "-enable-upcoming-feature", "MemberImportVisibility"]"#
            ))
        #expect(!flags.contains("Not built with Bazel"), "\(flags)")
        #expect(
            files["Tests/CoreTests/BUILD.bazel"]?.hasSuffix(
                """
                swift_test(
                    name = "CoreTests",
                    srcs = glob(["**/*.swift"]),
                    copts = SWIFT_COPTS,
                    deps = ["//Sources/Core"],
                    module_name = "CoreTests",
                )

                """) == true, "a test: private, as Bazel's default")
    }

    @Test("a feature added, a feature removed and a dependency changed each change the files")
    func followsTheManifest() throws {
        let before = try buildFiles(Self.targets)
        let added = try buildFiles(Self.targets + [("Search", "Sources/Search", "regular", ["Core"])])
        #expect(before["Sources/Search/BUILD.bazel"] == nil)
        #expect(added["Sources/Search/BUILD.bazel"]?.contains("swift_library(\n    name = \"Search\"") == true)
        let removed = try buildFiles(
            Self.targets.filter { $0.name != "Feed" }.map { target in
                (target.name, target.path, target.type, target.dependencies.filter { $0 != "Feed" })
            })
        #expect(removed["Sources/Feed/BUILD.bazel"] == nil)
        #expect(removed["Sources/my-app/BUILD.bazel"]?.contains(#"deps = ["//Sources/Core"],"#) == true)
        let rewired = try buildFiles(
            Self.targets.map { target in
                target.name == "Feed" ? (target.name, target.path, target.type, ["Core", "Shim"]) : target
            })
        // Feed imports Core internally: a private dependency; a C module stays in deps.
        #expect(
            rewired["Sources/Feed/BUILD.bazel"]?.contains(
                #"deps = ["//Sources/Shim"],\#n    private_deps = ["//Sources/Core"],"#) == true)
    }

    @Test("a target named unlike its folder gets a label with its name; two in one folder share a BUILD file")
    func labels() throws {
        let fixture = try Fixture(
            targets: [
                ("Core", "Sources/CoreLib", "regular", []), ("Extra", "Sources/Feed", "regular", []),
                ("Feed", "Sources/Feed", "regular", ["Core", "Extra"]),
            ],
            sources: ["Sources/CoreLib/Core.swift": "\n", "Sources/Feed/Feed.swift": "\n"])
        defer { fixture.remove() }
        let files = try BuildFiles(package: fixture.dump, root: fixture.root).files
        #expect(files.map(\.path) == ["Sources/CoreLib/BUILD.bazel", "Sources/Feed/BUILD.bazel", "bazel/package.bzl"])
        let feed = files[1].text
        #expect(feed.contains(#"deps = ["//Sources/CoreLib:Core", ":Extra"],"#), "\(feed)")
        #expect(feed.contains("name = \"Extra\"") && feed.contains("name = \"Feed\""))
    }

    @Test(
        "laid out as Horizon is, visibility states the rules: a concrete module for the root, its tests and example; doubles for tests and examples; interfaces for all"
    )
    func visibility() throws {
        let fixture = try Fixture(
            targets: [
                ("ProfileInterface", "Modules/Profile/ProfileInterface", "regular", []),
                ("Profile", "Modules/Profile/Profile", "regular", ["ProfileInterface"]),
                ("ProfileTesting", "Modules/Profile/ProfileTesting", "regular", ["ProfileInterface"]),
                ("HomeInterface", "Modules/Home/HomeInterface", "regular", []),
                ("Home", "Modules/Home/Home", "regular", ["HomeInterface", "ProfileInterface"]),
                ("HorizonApp", "App/HorizonApp", "regular", ["Profile", "Home"]),
                ("horizon", "App/horizon", "executable", ["HorizonApp"]),
                ("ProfileExample", "Examples/ProfileExample", "executable", ["Profile", "ProfileTesting"]),
                ("ProfileTests", "Tests/ProfileTests", "test", ["Profile", "ProfileTesting"]),
                ("HomeTests", "Tests/HomeTests", "test", ["Home", "ProfileTesting"]),
            ],
            sources: Dictionary(
                uniqueKeysWithValues: [
                    "Modules/Profile/ProfileInterface", "Modules/Profile/Profile", "Modules/Profile/ProfileTesting",
                    "Modules/Home/HomeInterface", "Modules/Home/Home", "App/HorizonApp",
                ].map { ($0 + "/Module.swift", "\n") }))
        defer { fixture.remove() }
        let permitted = try #require(
            try PermittedDependents(package: fixture.dump, root: fixture.root, compositionRoots: ["HorizonApp"]))
        let visibility = BazelVisibility(package: fixture.dump, permitted: permitted)
        #expect(
            visibility.packages(for: "Profile") == [
                "//App/HorizonApp:__pkg__", "//Examples/ProfileExample:__pkg__", "//Tests/ProfileTests:__pkg__",
            ])
        #expect(visibility.packages(for: "ProfileInterface") == ["//visibility:public"])
        #expect(
            visibility.packages(for: "ProfileTesting") == [
                "//Examples/ProfileExample:__pkg__", "//Tests:__subpackages__",
            ])
        #expect(visibility.packages(for: "HorizonApp") == ["//App/horizon:__pkg__", "//Tests:__subpackages__"])
        #expect(visibility.attribute(for: "Home") == #"["//App/HorizonApp:__pkg__", "//Tests/HomeTests:__pkg__"]"#)
        #expect(
            BazelVisibility(package: fixture.dump, permitted: nil).packages(for: "Profile") == ["//visibility:public"],
            "a package not laid out as Horizon is: public")
        // Its libraries compile with library evolution, so importers compile against their
        // interfaces; executables and tests do not.
        let files = Dictionary(
            uniqueKeysWithValues: try BuildFiles(package: fixture.dump, root: fixture.root, permitted: permitted).files
                .map { ($0.path, $0.text) })
        for library in ["Modules/Profile/Profile", "Modules/Profile/ProfileInterface", "App/HorizonApp"] {
            #expect(files["\(library)/BUILD.bazel"]?.contains("    library_evolution = True,\n") == true, "\(library)")
        }
        for other in ["App/horizon", "Examples/ProfileExample", "Tests/ProfileTests"] {
            #expect(files["\(other)/BUILD.bazel"]?.contains("library_evolution") == false, "\(other)")
        }
    }

    @Test(
        "library evolution wherever a library compiles with it, why not in one line where not; the dependencies its interface does not import are private_deps; recorded for --check; turned off"
    )
    func libraryEvolution() throws {
        let fixture = try Fixture(
            targets: [
                ("Base", "Sources/Base", "regular", []), ("Hidden", "Sources/Hidden", "regular", []),
                ("Feature", "Sources/Feature", "regular", ["Base", "Hidden"]),
                ("Buffer", "Sources/Buffer", "regular", ["Base"]), ("app", "Sources/app", "executable", ["Feature"]),
            ],
            sources: [
                "Sources/Base/Base.swift": "public enum Mode { case fast, slow }\n",
                "Sources/Hidden/Hidden.swift": "public func hidden() -> Int { 1 }\n",
                // An exhaustive switch over an enum of another module of the package compiles
                // against its interface: the package is the same.
                "Sources/Feature/Feature.swift":
                    "public import Base\nimport Hidden\n\npublic func speed(_ mode: Mode) -> Int {\n"
                    + "    switch mode { case .fast: hidden(); case .slow: 0 }\n}\n",
                "Sources/Buffer/Buffer.swift":
                    "import Base\n\npublic final class Buffer {\n    @inlinable deinit {}\n}\n",
                "Sources/app/main.swift": "import Feature\nimport Base\n\nprint(speed(.fast))\n",
            ])
        defer { fixture.remove() }
        let built = try BuildFiles(package: fixture.dump, root: fixture.root)
        let files = Dictionary(uniqueKeysWithValues: built.files.map { ($0.path, $0.text) })
        #expect(
            files["Sources/Feature/BUILD.bazel"]?.contains(
                """
                    deps = ["//Sources/Base"],
                    private_deps = ["//Sources/Hidden"],
                    library_evolution = True,

                """) == true, "\(files["Sources/Feature/BUILD.bazel"] ?? "")")
        #expect(files["Sources/Base/BUILD.bazel"]?.contains("    library_evolution = True,\n") == true)
        #expect(files["Sources/Buffer/BUILD.bazel"]?.contains("library_evolution") == false)
        #expect(files["Sources/app/BUILD.bazel"]?.contains("library_evolution") == false)
        #expect(
            built.evolution.lines == [
                "Buffer builds without library evolution: Sources/Buffer/Buffer.swift:4:5: error: "
                    + "deinitializer can only be '@inlinable' if the class is '@_fixed_layout'"
            ], "\(built.evolution.lines)")
        // What the compiles found is in bazel/package.bzl, which --check reads back.
        let record = try #require(files["bazel/package.bzl"])
        try FileManager.default.createDirectory(
            at: fixture.root.appendingPathComponent("bazel"), withIntermediateDirectories: true)
        try record.write(
            to: fixture.root.appendingPathComponent("bazel/package.bzl"), atomically: true, encoding: .utf8)
        #expect(LibraryEvolution.recorded(in: fixture.root) == built.evolution)
        let recorded = try BuildFiles(package: fixture.dump, root: fixture.root, evolution: .recorded)
        #expect(recorded.files.map(\.text) == built.files.map(\.text))
        // Turned off: the build SwiftPM makes, every dependency an importer's input.
        let off = try BuildFiles(package: fixture.dump, root: fixture.root, evolution: .off).files
        #expect(!off.contains { $0.text.contains("library_evolution = True") || $0.text.contains("private_deps") })
        #expect(LibraryEvolution.off(["Base"]).lines.isEmpty, "one line says it is off for all")
    }

    @Test(
        "what select-tests.json says a test reads: a folder becomes a filegroup in its data; the package makes it run from the workspace, never cached; XCTest is left to SwiftPM"
    )
    func testData() throws {
        let fixture = try Fixture(
            targets: [
                ("Core", "Sources/Core", "regular", []), ("CoreTests", "Tests/CoreTests", "test", ["Core"]),
                ("RepoTests", "Tests/RepoTests", "test", []), ("OldTests", "Tests/OldTests", "test", ["Core"]),
            ],
            sources: [
                "Sources/Core/Core.swift": "\n", "Tests/CoreTests/CoreTests.swift": "import Testing\n",
                "Tests/RepoTests/RepoTests.swift": "import Testing\n",
                "Tests/OldTests/OldTests.swift": "import XCTest\n",
                "Tests/Corpus/one.txt": "1\n",
                "select-tests.json": #"{"undeclared inputs": {"CoreTests": ["Tests/Corpus"], "RepoTests": ["."]}}"#,
            ])
        defer { fixture.remove() }
        let built = try BuildFiles(package: fixture.dump, root: fixture.root)
        let files = Dictionary(uniqueKeysWithValues: built.files.map { ($0.path, $0.text) })
        #expect(files["Tests/CoreTests/BUILD.bazel"]?.contains(#"    data = ["//Tests/Corpus"],"#) == true)
        #expect(
            files["Tests/Corpus/BUILD.bazel"]?.contains(
                """
                filegroup(
                    name = "Corpus",
                    srcs = glob(["**"], exclude = ["BUILD.bazel"]),
                    visibility = ["//Tests/CoreTests:__pkg__"],
                )
                """) == true, "\(files["Tests/Corpus/BUILD.bazel"] ?? "")")
        #expect(
            files["Tests/RepoTests/BUILD.bazel"]?.contains("    reads_workspace = True,\n    tags = [\"external\"],")
                == true)
        #expect(files["Tests/OldTests/BUILD.bazel"] == nil)
        #expect(built.skipped == ["OldTests (test: uses XCTest, which swift_test does not run on Linux)"])
    }

    @Test("an executable of one file not named main.swift is parsed as a library, as SwiftPM does, so @main runs")
    func parseAsLibrary() throws {
        let fixture = try Fixture(
            targets: [
                ("tool", "Sources/tool", "executable", []), ("script", "Sources/script", "executable", []),
                ("two", "Sources/two", "executable", []),
            ],
            sources: [
                "Sources/tool/Tool.swift": "@main struct Tool { static func main() {} }\n",
                "Sources/script/main.swift": "print(1)\n",
                "Sources/two/A.swift": "@main struct A { static func main() {} }\n", "Sources/two/B.swift": "\n",
            ])
        defer { fixture.remove() }
        let text = try BuildFiles(package: fixture.dump, root: fixture.root).files.map(\.text).joined()
        #expect(
            text.contains(
                "name = \"tool\",\n    srcs = glob([\"**/*.swift\"]),\n    copts = SWIFT_COPTS + [\"-parse-as-library\"],"
            ))
        #expect(text.contains("name = \"script\",\n    srcs = glob([\"**/*.swift\"]),\n    copts = SWIFT_COPTS,"))
        #expect(text.contains("name = \"two\",\n    srcs = glob([\"**/*.swift\"]),\n    copts = SWIFT_COPTS,"))
    }

    @Test("what the rules cannot build as SwiftPM does is refused, every target named with why; excludes are kept out")
    func refused() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-bazel-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in [
            "Sources/Core/Core.swift": "", "Sources/Core/Skip/Old.swift": "", "Sources/Fast/fast.cpp": "",
            "Sources/Fast/include/fast.h": "", "Sources/Assets/Assets.swift": "", "Sources/Remote/Remote.swift": "",
        ] {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        func target(_ name: String, _ extra: String = "", dependencies: String = "") -> String {
            #"{"name": "\#(name)", "type": "regular", "dependencies": [\#(dependencies)], "settings": []\#(extra)}"#
        }
        let json = """
            {"name": "Mixed", "dependencies": [], "toolsVersion": {"_version": "6.0.0"}, "targets": [
              \(target("Core", #", "exclude": ["Skip"]"#)),
              \(target("Fast")),
              \(target("Assets", #", "resources": [{"path": "a.png", "rule": {"process": {}}}]"#)),
              \(target("Remote", dependencies: #"{"product": ["Atomics", "swift-atomics", null, null]}, {"byName": ["Kit", null]}"#)),
              {"name": "Kit", "type": "binary", "dependencies": [], "settings": []}]}
            """
        let dump = try PackageDump.decode(Data(json.utf8)).resolvingConventionalPaths { _ in false }
        let limits = BazelLimits(package: dump, root: root)
        #expect(limits.reasons.map(\.target) == ["Fast", "Assets", "Remote", "Remote"])
        let refusal = try #require(limits.refusal(of: dump))
        #expect(refusal.status == .badInput)
        #expect(
            refusal.description
                == "cannot write Bazel files that build Mixed as SwiftPM does: 3 target(s): Fast (has C++ sources), "
                + "Assets (has 1 resource(s), which SwiftPM serves through Bundle.module), Remote (depends on the "
                + "product Atomics of other packages; depends on Kit, a binary target)")
        #expect(throws: Tool.Failure.self) { _ = try BuildFiles(package: dump, root: root) }
        #expect(BuildFiles.glob(dump.targets[0], ["swift"]) == #"glob(["**/*.swift"], exclude = ["Skip", "Skip/**"])"#)
    }

    @Test("a macro package: the macro target, the library on it and the executable on that are each named")
    func macroPackage() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-bazel-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let json = """
            {"name": "Mac", "dependencies": [], "toolsVersion": {"_version": "6.0.0"}, "targets": [
              {"name": "MacMacros", "type": "macro", "settings": [],
               "dependencies": [{"product": ["SwiftSyntaxMacros", "swift-syntax", null, null]}]},
              {"name": "Mac", "type": "regular", "dependencies": [{"byName": ["MacMacros", null]}], "settings": []},
              {"name": "MacClient", "type": "executable", "dependencies": [{"byName": ["Mac", null]}], "settings": []},
              {"name": "Plain", "type": "regular", "dependencies": [], "settings": []},
              {"name": "MacTests", "type": "test", "dependencies": [{"byName": ["Mac", null]}], "settings": []}]}
            """
        let dump = try PackageDump.decode(Data(json.utf8)).resolvingConventionalPaths { _ in false }
        let limits = BazelLimits(package: dump, root: root)
        #expect(
            limits.refusal(of: dump)?.description
                == "cannot write Bazel files that build Mac as SwiftPM does: 3 target(s): MacMacros (is a macro "
                + "target, which the compiler loads as a plugin the rules do not build; depends on the product "
                + "SwiftSyntaxMacros of other packages), Mac (depends on MacMacros, a macro target), MacClient "
                + "(depends on Mac, which the rules cannot build)")
        #expect(limits.testReasons["MacTests"] == "depends on Mac, which the rules cannot build")
    }
}
