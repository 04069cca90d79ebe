import Foundation
import Testing
import ToolSupport

@testable import BazelKit

/// BUILD.bazel from a manifest: one rule per library and executable, the manifest's names,
/// sources, dependencies and settings; a change to the manifest is a change to the file.
@Suite("BUILD.bazel")
struct BuildFileTests {
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

    func buildFile(_ targets: [Target]) throws -> String {
        let fixture = try Fixture(
            targets: targets, sources: Self.sources.merging(["Sources/Search/Search.swift": "import Core\n"]) { $1 })
        defer { fixture.remove() }
        return try BuildFile(package: fixture.dump, root: fixture.root).text
    }

    @Test(
        "a swift_library per library, a swift_binary per executable, a c_library per C target; tests left to swift test"
    )
    func rules() throws {
        let text = try buildFile(Self.targets)
        #expect(text.contains(#"load("//bazel:swift.bzl", "c_library", "swift_binary", "swift_library")"#))
        #expect(
            text.contains(
                """
                swift_library(
                    name = "Feed",
                    srcs = glob(["Sources/Feed/**/*.swift"]),
                    copts = SWIFT_COPTS,
                    deps = [":Core"],
                    module_name = "Feed",
                    visibility = ["//visibility:public"],
                )
                """))
        #expect(text.contains("swift_binary(\n    name = \"my-app\""))
        #expect(text.contains(#"module_name = "my_app""#), "SwiftPM's module name for a name with a dash")
        #expect(
            text.contains("c_library(\n    name = \"Shim\"") && text.contains(#"includes = ["Sources/Shim/include"]"#))
        #expect(
            text.contains(
                #"SWIFT_COPTS = ["-swift-version", "6", "-package-name", "Fixture", "-enable-upcoming-feature", "InternalImportsByDefault", "-enable-upcoming-feature", "MemberImportVisibility"]"#
            ))
        #expect(!text.contains(#"name = "CoreTests""#) && text.contains("# Not built here: CoreTests (test)."))
    }

    @Test("a feature added, a feature removed and a dependency changed each change the file")
    func followsTheManifest() throws {
        let before = try buildFile(Self.targets)
        let added = try buildFile(Self.targets + [("Search", "Sources/Search", "regular", ["Core"])])
        #expect(!before.contains(#"name = "Search""#) && added.contains("swift_library(\n    name = \"Search\""))
        let removed = try buildFile(
            Self.targets.filter { $0.name != "Feed" }.map { target in
                (target.name, target.path, target.type, target.dependencies.filter { $0 != "Feed" })
            })
        #expect(!removed.contains(#"name = "Feed""#) && !removed.contains(#"":Feed""#))
        let rewired = try buildFile(
            Self.targets.map { target in
                target.name == "Feed" ? (target.name, target.path, target.type, ["Core", "Shim"]) : target
            })
        #expect(rewired.contains(#"deps = [":Core", ":Shim"],"#) && !before.contains(#"deps = [":Core", ":Shim"],"#))
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
        let text = try BuildFile(package: fixture.dump, root: fixture.root).text
        #expect(
            text.contains(
                "name = \"tool\",\n    srcs = glob([\"Sources/tool/**/*.swift\"]),\n    copts = SWIFT_COPTS + [\"-parse-as-library\"],"
            ))
        #expect(
            text.contains(
                "name = \"script\",\n    srcs = glob([\"Sources/script/**/*.swift\"]),\n    copts = SWIFT_COPTS,"))
        #expect(
            text.contains("name = \"two\",\n    srcs = glob([\"Sources/two/**/*.swift\"]),\n    copts = SWIFT_COPTS,"))
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
        #expect(throws: Tool.Failure.self) { _ = try BuildFile(package: dump, root: root) }
        #expect(
            BuildFile.glob(dump.targets[0], ["swift"])
                == #"glob(["Sources/Core/**/*.swift"], exclude = ["Sources/Core/Skip", "Sources/Core/Skip/**"])"#)
    }
}
