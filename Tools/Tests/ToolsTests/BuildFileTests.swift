import BazelKit
import Foundation
import Testing

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
        return BuildFile(package: fixture.dump, root: fixture.root).text
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
}
