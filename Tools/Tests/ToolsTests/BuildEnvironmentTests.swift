import Foundation
import Testing

/// Every `swift build` of a measurement sees the same environment, as a developer's terminal
/// does: SwiftPM keys its manifest cache on the environment, so a TMPDIR of its own per build
/// evaluated the manifest again each time, an overhead in every measured build (and, on Swift
/// 6.3, a new order of the trait defines, which recompiled every module of WasmKit with two
/// traits on). A `swift` on the tool's PATH writes down the TMPDIR of each build it runs.
@Suite("the builds' environment")
struct BuildEnvironmentTests {
    @Test("every build of a measurement has one TMPDIR, kept inside the sandbox")
    func oneTemporaryDirectory() throws {
        let package = try OracleTests.staleLayoutPackage()
        defer { package.remove() }
        let shim = try SwiftShim { real, folder in
            """
            #!/bin/sh
            if [ "$1" = build ]; then echo "$TMPDIR" >> '\(folder.appendingPathComponent("tmpdirs").path)'; fi
            exec '\(real)' "$@"

            """
        }
        defer { shim.remove() }
        let result = try ToolRun(
            "measure-build-times", ["--package-path", package.root.path, "--modules", "A", "--quick"],
            environment: ["PATH": shim.path])
        #expect(result.status == 0, "\(result.errors)")
        let folders = try String(contentsOf: shim.folder.appendingPathComponent("tmpdirs"), encoding: .utf8)
            .split(separator: "\n")
        #expect(folders.count >= 4, "the warm build, the priming edit and revert, the measured edit: \(folders)")
        #expect(Set(folders).count == 1, "\(folders)")
        #expect(folders.first?.hasSuffix("/.build-tmp") == true, "\(folders)")
    }
}
