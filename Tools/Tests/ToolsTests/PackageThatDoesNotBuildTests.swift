import Foundation
import Testing

/// A package that does not build: the tools that build it exit 2 with one line naming the
/// user's own file (never the scratch copy's) and the compiler's first error.
@Suite("a package that does not build", .serialized)
struct PackageThatDoesNotBuildTests {
    /// Two modules, the first of which calls what does not exist, in a git repository whose last
    /// commit built: the working tree broke it.
    static func brokenPackage() throws -> TemporaryPackage {
        let package = try TemporaryPackage([
            "Package.swift": TemporaryPackage.manifest([("CoreInterface", []), ("Feature", ["CoreInterface"])]),
            "Sources/CoreInterface/Core.swift": "public func core() -> Int {\n    1\n}\n",
            "Sources/Feature/Feature.swift": "import CoreInterface\n\npublic func feature() -> Int { core() }\n",
        ])
        try package.git("init", "-q")
        try package.git("add", ".")
        try package.git("commit", "-q", "-m", "It builds")
        try package.write("public func core() -> Int {\n    missing()\n}\n", to: "Sources/CoreInterface/Core.swift")
        return package
    }

    @Test(
        "exit 2: the user's file, line and column, and the first error",
        arguments: [
            ("measure-build-times", ["--all", "--quick"]), ("rebuild-impact", []), ("interface-changes", ["HEAD"]),
        ])
    func namesTheUsersFile(tool: String, arguments: [String]) throws {
        let package = try Self.brokenPackage()
        defer { package.remove() }
        let result = try ToolRun(tool, ["--package-path", package.root.path] + arguments)
        #expect(result.status == 2, "\(result.errors)")
        let file = package.url("Sources/CoreInterface/Core.swift").path
        let reason = result.errors.split(separator: "\n").last.map(String.init) ?? ""
        #expect(
            reason
                == "\(tool): \(package.root.path) does not build: \(file):2:5: error: cannot find 'missing' in scope",
            "\(result.errors)")
        for scratch in ["horizon-build-times.", "horizon-rebuild-impact.", "horizon-interface-changes."] {
            #expect(!reason.contains(scratch), "the reason names the user's file, not the scratch copy's")
        }
    }

    @Test("build-cost record --commit: a commit that does not build names the user's package and the commit")
    func buildCostNamesTheCommit() throws {
        let package = try Self.brokenPackage()
        defer { package.remove() }
        try package.git("commit", "-q", "-am", "It does not build")
        let out = package.url("costs")
        let result = try ToolRun(
            "build-cost", ["record", "--commit", "HEAD", "--package-path", package.root.path, "--out", out.path])
        #expect(result.status == 2, "\(result.errors)")
        let reason = result.errors.split(separator: "\n").last.map(String.init) ?? ""
        #expect(reason.hasPrefix("build-cost: \(package.root.path) at "), "\(reason)")
        #expect(reason.contains(" does not build: ") && reason.contains("error: cannot find 'missing' in scope"))
        #expect(!reason.contains("horizon-build-cost."), "the scratch copy is not named: \(reason)")
    }

    @Test(
        "a package that builds only tests: exit 2, nothing to measure",
        arguments: [["measure-build-times"], ["rebuild-impact"], ["build-cost", "record"]])
    func onlyTests(command: [String]) throws {
        let package = try TemporaryPackage([
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(name: "OnlyTests", targets: [.testTarget(name: "OnlyTests")])

            """,
            "Tests/OnlyTests/OnlyTests.swift": "import Testing\n\n@Test func one() {}\n",
        ])
        defer { package.remove() }
        let result = try ToolRun(
            command[0], Array(command.dropFirst()) + ["--package-path", package.root.path], in: package.root)
        #expect(result.status == 2, "\(result.errors)")
        #expect(
            result.errors
                == "\(command[0]): OnlyTests builds no library or executable target (only test): nothing to measure\n")
    }

    @Test("interface-changes: not a git repository, or a commit that does not exist, exits 2")
    func interfaceChangesBadInput() throws {
        let package = try TemporaryPackage([
            "Package.swift": TemporaryPackage.manifest([("Core", [])]), "Sources/Core/Core.swift": "let core = 1\n",
        ])
        defer { package.remove() }
        let outside = try ToolRun("interface-changes", ["--package-path", package.root.path])
        #expect(outside.errors == "interface-changes: '\(package.root.path)' is not a git repository\n")
        try package.git("init", "-q")
        try package.git("add", ".")
        try package.git("commit", "-q", "-m", "One commit")
        let unknown = try ToolRun("interface-changes", ["--package-path", package.root.path, "HEAD~1"])
        #expect(
            unknown.status == 2
                && unknown.errors == "interface-changes: 'HEAD~1' is not a commit of \(package.root.path)\n")
    }

    @Test("interface-changes on a package with no Interface module exits 2: it has nothing to compare")
    func interfaceChangesWithoutInterfaces() throws {
        let package = try TemporaryPackage.committed([
            "Package.swift": TemporaryPackage.manifest([("Core", [])]), "Sources/Core/Core.swift": "let core = 1\n",
        ])
        defer { package.remove() }
        let result = try ToolRun("interface-changes", ["--package-path", package.root.path, "HEAD"])
        #expect(result.status == 2, "\(result.errors)")
        #expect(
            result.errors.hasSuffix(
                "interface-changes: Probe has no module whose name ends in Interface: interface-changes compares "
                    + "those, and reads no other module's public API\n"), "\(result.errors)")
    }

    @Test(
        "a package for Apple platforms (it imports UIKit) is refused in one line naming the import, not as broken",
        arguments: [("measure-build-times", ["--all", "--quick"]), ("rebuild-impact", [])])
    func appleOnly(tool: String, arguments: [String]) throws {
        let package = try TemporaryPackage([
            "Package.swift": TemporaryPackage.manifest([("Core", []), ("Screens", ["Core"])]),
            "Sources/Core/Core.swift": "public let core = 1\n",
            "Sources/Screens/Screen.swift": "import Core\nimport UIKit\n\npublic final class Screen: UIView {}\n",
        ])
        defer { package.remove() }
        let result = try ToolRun(tool, ["--package-path", package.root.path] + arguments)
        #expect(result.status == 2, "\(result.errors)")
        let file = package.url("Sources/Screens/Screen.swift").path
        #expect(
            result.errors.split(separator: "\n").last.map(String.init)
                == "\(tool): \(package.root.path) builds only for Apple platforms: \(file):2:8 imports UIKit, which "
                + "this Linux toolchain does not have; run the tool on a Mac", "\(result.errors)")
    }
}
