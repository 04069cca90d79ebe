import Foundation
import TestSupport
import Testing

/// `Scripts/coverage` itself runs in CI (`.ci/run`), where it builds and tests the package with
/// coverage; here, its refusals.
@Suite("coverage", .slow)
struct CoverageScriptTests {
    @Test(
        "bad arguments exit 2 with a reason",
        arguments: [["--minimum", "101"], ["--minimum", "x"], ["--scratch-path"], ["--skip"], ["--nope"]])
    func badArguments(arguments: [String]) throws {
        let result = try ProcessRunner.run(
            ["bash", "Scripts/coverage"] + arguments, in: ProcessRunner.repositoryRoot())
        #expect(result.status == 2 && result.output.hasPrefix("coverage: "), "\(result.output)")
    }

    @Test("without a profile it says to run the tests first")
    func noProfile() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-cov-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try ProcessRunner.run(
            ["bash", "Scripts/coverage", "--skip-tests", "--scratch-path", scratch.path],
            in: ProcessRunner.repositoryRoot())
        #expect(result.status == 2 && result.output.contains("run without --skip-tests first"), "\(result.output)")
    }
}
