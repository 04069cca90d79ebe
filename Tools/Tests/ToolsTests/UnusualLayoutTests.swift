import Foundation
import Testing
import ToolSupport

/// Packages that build with `swift build` in layouts the copy the tools build in must keep: a
/// source that is a link leaving the package, a target in a folder named `docs`, a folder whose
/// name has letters beyond ASCII beside the sibling package it depends on.
@Suite("the tools' copy is what swift build sees", .serialized)
struct UnusualLayoutTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Odd",
            targets: [
                .target(name: "Lib"),
                .target(name: "Guide", dependencies: ["Lib"], path: "docs"),
            ]
        )

        """

    @Test("a source linked from outside the package, and a target at path docs: measured, not refused")
    func linkAndDocs() throws {
        let repository = try TemporaryPackage([
            "shared/Shared.swift": "public func shared() -> Int { 1 }\n",
            "Odd/Package.swift": Self.manifest,
            "Odd/Sources/Lib/Lib.swift": "public func lib() -> Int { shared() + 1 }\n",
            "Odd/docs/Guide.swift": "import Lib\n\npublic func guide() -> Int { lib() }\n",
        ])
        defer { repository.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: repository.url("Odd/Sources/Lib/Shared.swift").path,
            withDestinationPath: "../../../shared/Shared.swift")
        let package = repository.url("Odd").path
        let built = try Subprocess.run(["swift", "build", "--package-path", package])
        #expect(built.status == 0, "the package builds: \(built.output.suffix(1000))")
        let run = try ToolRun("measure-build-times", ["--package-path", package, "--modules", "Lib", "--quick"])
        #expect(run.status == 0, "\(run.errors.suffix(2000))")
        #expect(run.output.contains("| Odd | Lib (library) | public API added | 2: Guide, Lib |"), "\(run.output)")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: repository.url("Odd/Sources/Lib/Shared.swift").path)
                == "../../../shared/Shared.swift", "the package's link is as it was")
    }

    @Test("a folder named with letters beyond ASCII, holding the package and its sibling: measured, not refused")
    func nonASCIIFolder() throws {
        let repository = try TemporaryPackage([
            "Größe/Core/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Core", products: [.library(name: "Core", targets: ["Core"])], targets: [.target(name: "Core")])

            """,
            "Größe/Core/Sources/Core/Core.swift": "public func core() -> Int { 1 }\n",
            "Größe/App/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "App", dependencies: [.package(path: "../Core")],
                targets: [.target(name: "App", dependencies: ["Core"])])

            """,
            "Größe/App/Sources/App/App.swift": "import Core\n\npublic func app() -> Int { core() }\n",
        ])
        defer { repository.remove() }
        let run = try ToolRun(
            "measure-build-times", ["--package-path", repository.url("Größe/App").path, "--modules", "Core", "--quick"])
        #expect(run.status == 0, "\(run.errors.suffix(2000))")
        #expect(run.output.contains("| App | Core (library) | public API added | 2: App, Core |"), "\(run.output)")
    }
}
