import Foundation
import Testing

/// What the tools read of a target is what SwiftPM compiles, under the conditions the compiler
/// decides: tutorial code in a documentation catalog is no source, a re-export with attributes
/// between `@_exported` and `import` is a re-export, an import in an `#if` branch the compiler
/// does not take is no import, and a test is about the module its name starts with.
@Suite("check-architecture reads what SwiftPM compiles")
struct SwiftPMSourcesTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Reads",
            targets: [
                .target(name: "Core"),
                .target(name: "CoreExtras", dependencies: ["Core"]),
                .target(name: "Other"),
                .target(name: "UsesExtras", dependencies: ["CoreExtras", "Other"]),
                .executableTarget(name: "App", dependencies: ["UsesExtras"]),
                .testTarget(name: "UsesExtrasUnitTests", dependencies: ["UsesExtras"]),
            ]
        )

        """

    static let files: [String: String] = [
        "Package.swift": manifest,
        "check-architecture.json": #"{"composition roots": ["App"], "shared": ["Core", "CoreExtras"]}"#,
        "Sources/Core/Core.swift": "public struct Thing {\n    public init() {}\n}\n",
        // Tutorial code SwiftPM does not compile: top-level expressions in a library would not parse.
        "Sources/Core/Core.docc/Resources/step.swift": "import Core\n\nlet thing = Thing()\nprint(thing)\n",
        "Sources/CoreExtras/CoreExtras.swift":
            "@_exported @_documentation(visibility: internal) import struct Core.Thing\n\npublic func extra() -> Int { 1 }\n",
        "Sources/Other/Other.swift": "public func other() -> Int { 2 }\n",
        "Sources/UsesExtras/Main.swift": "import CoreExtras\nimport Other\n\npublic func use() -> Thing { Thing() }\n",
        "Sources/UsesExtras/Elsewhere.swift": "#if canImport(NoSuchModuleAnywhere)\nimport Other\n#endif\n",
        "Sources/App/main.swift": "import UsesExtras\n\nprint(use())\n",
        "Tests/UsesExtrasUnitTests/UsesExtrasTests.swift":
            "import Testing\nimport UsesExtras\n\n@Test func uses() { _ = use() }\n",
    ]

    @Test(
        "the docc catalog's code is not read; the attributed re-export is rule 4; the import in a branch not taken is not rule 2; the unit test is about UsesExtras"
    )
    func reads() throws {
        let package = try TemporaryPackage(Self.files)
        defer { package.remove() }
        let result = try ToolRun("check-architecture", ["--package-path", package.root.path, "--format", "json"])
        #expect(result.status == 1, "\(result.errors)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], "\(result.output)")
        let violations = try #require(document["violations"] as? [[String: Any]])
        let found = Set(violations.map { "\($0["rule"] ?? "") \($0["file"] ?? "")" + ":\($0["line"] ?? "")" })
        #expect(
            found == [
                "4 Sources/CoreExtras/CoreExtras.swift:1", "2 Package.swift:10", "2 Sources/UsesExtras/Main.swift:2",
            ],
            "\(violations)")
    }
}
