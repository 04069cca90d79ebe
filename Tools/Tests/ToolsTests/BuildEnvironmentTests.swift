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
        let shim = FileManager.default.temporaryDirectory.appendingPathComponent("recording-swift-\(UUID())")
        defer { try? FileManager.default.removeItem(at: shim) }
        try FileManager.default.createDirectory(at: shim, withIntermediateDirectories: true)
        let real = try #require(CrashedBuildTests.realSwift())
        let record = shim.appendingPathComponent("tmpdirs").path
        let script = """
            #!/bin/sh
            if [ "$1" = build ]; then echo "$TMPDIR" >> '\(record)'; fi
            exec '\(real)' "$@"

            """
        try script.write(to: shim.appendingPathComponent("swift"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: shim.appendingPathComponent("swift").path)
        let path = shim.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let result = try ToolRun(
            "measure-build-times", ["--package-path", package.root.path, "--modules", "A", "--quick"],
            environment: ["PATH": path])
        #expect(result.status == 0, "\(result.errors)")
        let folders = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n")
        #expect(folders.count >= 4, "the warm build, the priming edit and revert, the measured edit: \(folders)")
        #expect(Set(folders).count == 1, "\(folders)")
        #expect(folders.first?.hasSuffix("/.build-tmp") == true, "\(folders)")
    }
}
