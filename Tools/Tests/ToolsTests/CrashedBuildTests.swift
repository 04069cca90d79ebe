import Foundation
import Testing

/// A `swift build` that dies of a signal (Swift Build on Swift 6.3.1 crashes in libdispatch while
/// it plans, now and then): built again when it compiled nothing, refused when it had. A `swift`
/// on the tool's PATH crashes its first build, before or after running the real one.
@Suite("a build that crashes")
struct CrashedBuildTests {
    /// A `swift` that crashes (signal 11) on its first `build`, before the real `swift build` when
    /// `afterBuilding` is false, after it otherwise; every other run is the real one.
    static func crashingSwift(afterBuilding: Bool) throws -> SwiftShim {
        try SwiftShim { real, folder in
            let mark = folder.appendingPathComponent("crashed").path
            return """
                #!/bin/sh
                if [ "$1" = build ] && [ ! -e '\(mark)' ]; then
                  : > '\(mark)'
                  \(afterBuilding ? "'\(real)' \"$@\"" : ":")
                  kill -SEGV $$
                fi
                exec '\(real)' "$@"

                """
        }
    }

    static func run(afterBuilding: Bool) throws -> ToolRun {
        let package = try OracleTests.staleLayoutPackage()
        defer { package.remove() }
        let shim = try Self.crashingSwift(afterBuilding: afterBuilding)
        defer { shim.remove() }
        return try ToolRun(
            "measure-build-times", ["--package-path", package.root.path, "--modules", "A", "--quick"],
            environment: ["PATH": shim.path])
    }

    @Test("a build that crashed before it compiled anything is built again, and the run measures")
    func crashBeforeCompiling() throws {
        let result = try Self.run(afterBuilding: false)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("swift build crashed (signal 11) before it compiled anything: building again…"))
        #expect(
            result.output.contains("| StaleLayout | A (library) | public API added | 2: A, B |"),
            "\(result.output)")
    }

    @Test("a build that crashed after it compiled is refused in one line: no verdict")
    func crashAfterCompiling() throws {
        let result = try Self.run(afterBuilding: true)
        #expect(result.status == 2)
        let lines = result.errors.split(separator: "\n").filter { $0.hasPrefix("measure-build-times:") }
        #expect(lines.count == 1, "\(result.errors)")
        #expect(
            lines.first?.contains("swift build crashed (signal 11) after it compiled A, B, app: no verdict") == true,
            "\(result.errors)")
    }
}
