import Foundation
import Testing
import ToolSupport

/// `select-tests` in a repository of several packages, as a multi-package app keeps them: `App/`
/// depends on `../Core` by path, which depends on `../Util`; a change to either reaches the
/// tests of App's targets that use Core's product, and no other.
@Suite("select-tests: sibling local packages", .serialized)
struct SiblingPackageTests {
    static func manifest(_ name: String, products: [String] = [], dependencies: String = "", targets: String) -> String
    {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "\(name)",
            products: [\(products.map { ".library(name: \"\($0)\", targets: [\"\($0)\"])" }.joined(separator: ", "))],
            dependencies: [\(dependencies)],
            targets: [\(targets)]
        )

        """
    }

    /// The repository: Util, Core (on ../Util) and App (on ../Core; `App` by the product's name
    /// alone, `Tool` by `.product(name:package:)`, `Other` by nothing).
    static func repository() throws -> TemporaryPackage {
        try TemporaryPackage.committed([
            "Util/Package.swift": manifest("Util", products: ["Util"], targets: #".target(name: "Util")"#),
            "Util/Sources/Util/Util.swift": "public func one() -> Int { 1 }\n",
            "Core/Package.swift": manifest(
                "Core", products: ["Core"], dependencies: #".package(path: "../Util")"#,
                targets: #".target(name: "Core", dependencies: ["Util"])"#),
            "Core/Sources/Core/Core.swift": "import Util\npublic func answer() -> Int { 41 + one() }\n",
            "App/Package.swift": manifest(
                "App", dependencies: #".package(path: "../Core")"#,
                targets: """
                    .target(name: "App", dependencies: ["Core"]),
                    .target(name: "Tool", dependencies: [.product(name: "Core", package: "Core")]),
                    .target(name: "Other"),
                    .testTarget(name: "AppTests", dependencies: ["App"]),
                    .testTarget(name: "ToolTests", dependencies: ["Tool"]),
                    .testTarget(name: "OtherTests", dependencies: ["Other"]),
                    """),
            "App/Sources/App/App.swift": "import Core\npublic func doubled() -> Int { answer() * 2 }\n",
            "App/Sources/Tool/Tool.swift": "import Core\npublic func tool() -> Int { answer() }\n",
            "App/Sources/Other/Other.swift": "public let other = 1\n",
            "App/Tests/AppTests/AppTests.swift":
                "import App\nimport Testing\n\n@Test func a() { #expect(doubled() == 84) }\n",
            "App/Tests/ToolTests/ToolTests.swift":
                "import Tool\nimport Testing\n\n@Test func t() { #expect(tool() == 42) }\n",
            "App/Tests/OtherTests/OtherTests.swift":
                "import Other\nimport Testing\n\n@Test func o() { #expect(other == 1) }\n",
        ])
    }

    @Test(
        "a change to a sibling package, or to one it depends on, selects the tests that link its product",
        arguments: [
            ("Core/Sources/Core/Core.swift", "../Core (1 file changed)"),
            ("Util/Sources/Util/Util.swift", "../Core (through ../Util (1 file changed))"),
        ])
    func sibling(file: String, what: String) throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        try repository.write(try String(contentsOf: repository.url(file), encoding: .utf8) + "// edited\n", to: file)
        try repository.git("commit", "-q", "-a", "-m", "edit \(file)")
        let run = try ToolRun("select-tests", ["HEAD", "--package-path", repository.url("App").path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output.contains(
                "  AppTests: links the product Core of the local package \(what) through AppTests → App"),
            "\(run.output)")
        #expect(
            run.output.contains(
                "  ToolTests: links the product Core of the local package \(what) through ToolTests → Tool"),
            "\(run.output)")
        #expect(run.output.contains("skip 1: OtherTests"), "\(run.output)")
    }

    @Test("a change to a package App does not depend on selects nothing")
    func unrelated() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        try repository.write("# Notes\n", to: "Docs/README.md")
        try repository.write("// edited\n", to: "App/Sources/Other/More.swift")
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "docs and Other")
        let run = try ToolRun("select-tests", ["HEAD", "--package-path", repository.url("App").path])
        #expect(run.status == 0 && run.output.contains("run 1 of 3 test targets"), "\(run.output)\(run.errors)")
        #expect(!run.output.contains("local package"), "\(run.output)")
    }

    @Test(
        "changed files whose names hold spaces, quotes, a newline and letters beyond ASCII select their target's tests")
    func unusualNames() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        let names = ["Größe.swift", "with space.swift", "quo\"te.swift", "new\nline.swift", "tab\there.swift"]
        for name in names {
            try repository.write("let x\(names.firstIndex(of: name) ?? 0) = 1\n", to: "App/Sources/Other/\(name)")
        }
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "files with unusual names")
        let run = try ToolRun("select-tests", ["HEAD", "--package-path", repository.url("App").path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("5 files changed"), "\(run.output)")
        #expect(run.output.contains("  OtherTests: links Other (5 files changed)"), "\(run.output)")
    }

    @Test(
        "a package in a subfolder of its repository: build-cost record --commit and select-tests --mutate take its folder at the commit"
    )
    func subfolderAtACommit() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        let app = repository.url("App").path
        try repository.write(
            "import Core\n\npublic func doubled() -> Int {\n    answer() * 2\n}\n", to: "App/Sources/App/App.swift")
        try repository.git("commit", "-q", "-a", "-m", "App's body on lines of its own")
        let out = repository.url("costs")
        let cost = try ToolRun("build-cost", ["record", "--commit", "HEAD", "--package-path", app, "--out", out.path])
        #expect(cost.status == 0, "\(cost.errors)")
        #expect(cost.output.contains("modules of App at"), "\(cost.output)")
        let mutate = try ToolRun("select-tests", ["--mutate", "HEAD", "--package-path", app])
        #expect(mutate.status == 0, "\(mutate.output)\(mutate.errors)")
        #expect(mutate.output.contains("injected: 1 function bodies in 1 changed file(s)"), "\(mutate.output)")
        #expect(mutate.output.contains("✓ every injected failure landed in a selected target"), "\(mutate.output)")
    }

    @Test("a sibling reached through a symbolic link (../CoreLink → Core) is followed as SwiftPM follows it")
    func siblingThroughALink() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: repository.url("CoreLink").path, withDestinationPath: "Core")
        let manifest = try String(contentsOf: repository.url("App/Package.swift"), encoding: .utf8)
        try repository.write(
            manifest.replacingOccurrences(of: #".package(path: "../Core")"#, with: #".package(path: "../CoreLink")"#)
                .replacingOccurrences(of: #"package: "Core")"#, with: #"package: "CoreLink")"#),
            to: "App/Package.swift")
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "App on Core through a link")
        try repository.write(
            "import Util\npublic func answer() -> Int { 40 + one() + 1 }\n", to: "Core/Sources/Core/Core.swift")
        try repository.git("commit", "-q", "-a", "-m", "edit Core")
        let run = try ToolRun("select-tests", ["HEAD", "--package-path", repository.url("App").path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("local package ../Core: 1 file changed"), "\(run.output)")
        #expect(run.output.contains("run 2 of 3 test targets"), "\(run.output)")
    }

    @Test("a source linked from outside the package: a change to the file it leads to selects its target's tests")
    func changedThroughALink() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        try repository.write("public let shared = 1\n", to: "shared/Shared.swift")
        try FileManager.default.createSymbolicLink(
            atPath: repository.url("App/Sources/Other/Shared.swift").path,
            withDestinationPath: "../../../shared/Shared.swift")
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "Other compiles a shared file")
        try repository.write("public let shared = 2\n", to: "shared/Shared.swift")
        try repository.git("commit", "-q", "-a", "-m", "edit the shared file")
        let run = try ToolRun("select-tests", ["HEAD", "--package-path", repository.url("App").path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("  OtherTests: links Other (1 file changed)"), "\(run.output)")
    }

    @Test("a repository git refuses (another user's) is named so, not as no repository")
    func dubiousOwnership() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        // git's own switch for its tests: the repository reads as another user's.
        let run = try ToolRun(
            "select-tests", ["HEAD", "--package-path", repository.url("App").path],
            environment: ["GIT_TEST_ASSUME_DIFFERENT_OWNER": "1"])
        #expect(run.status == 2, "\(run.output)")
        #expect(
            run.errors.hasPrefix(
                "select-tests: git refuses the repository of '\(repository.url("App").path)': it "
                    + "belongs to another user (dubious ownership)"), "\(run.errors)")
    }

    @Test(
        "measure-build-times: the copy keeps the siblings beside the package, and a sibling's module is an edited place"
    )
    func measuresSiblingModules() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        let run = try ToolRun(
            "measure-build-times", ["--package-path", repository.url("App").path, "--modules", "Core,Util", "--quick"])
        #expect(run.status == 0, "\(run.errors.suffix(2000))")
        // Core is imported by App and Tool; Util by Core alone (checked against the sources above).
        #expect(
            run.output.contains("| App | Core (library) | public API added | 3: App, Core, Tool |"), "\(run.output)")
        #expect(run.output.contains("| App | Util (library) | public API added | 2: Core, Util |"), "\(run.output)")
    }

    @Test(
        "measure-build-times on a package inside the one it depends on (Examples on ..): the copy keeps the folder's name, the identity the manifest names"
    )
    func measuresParentPackage() throws {
        let repository = try TemporaryPackage.committed([
            "Util/Package.swift": Self.manifest("Util", products: ["Util"], targets: #".target(name: "Util")"#),
            "Util/Sources/Util/Util.swift": "public func one() -> Int { 1 }\n",
            "Util/Examples/Package.swift": Self.manifest(
                "Examples", dependencies: #".package(path: "..")"#,
                targets: #".executableTarget(name: "Demo", dependencies: [.product(name: "Util", package: "Util")])"#),
            "Util/Examples/Sources/Demo/main.swift": "import Util\n\nprint(one())\n",
        ])
        defer { repository.remove() }
        let run = try ToolRun(
            "measure-build-times",
            ["--package-path", repository.url("Util/Examples").path, "--modules", "Util", "--quick"])
        #expect(run.status == 0, "\(run.errors.suffix(2000))")
        #expect(
            run.output.contains("| Examples | Util (library) | public API added | 2: Demo, Util | "), "\(run.output)")
    }

    @Test("module-graph draws each sibling package's modules in a box, with an edge to each product used")
    func graph() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        let run = try ToolRun("module-graph", ["--package-path", repository.url("App").path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output == """
                graph BT
                  subgraph package_core["Core (../Core)"]
                    Core
                  end
                  subgraph package_util["Util (../Util)"]
                    Util
                  end
                  App --> Core
                  Tool --> Core
                  Other
                  Core --> Util

                """)
    }
}
