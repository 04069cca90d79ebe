import Foundation
import TestSupport
import Testing

/// The `Scripts/` wrappers of the Tools package's executables: each runs its tool on this
/// repository, and another package named with `--package-path` wins. The tools themselves are
/// tested in the Tools package (`swift test --package-path Tools`).
@Suite("script wrappers", .serialized, .slow)
struct ScriptToolTests {
    let root = ProcessRunner.repositoryRoot()

    @Test(
        "each wrapper runs its tool: --help is the tool's usage, and a bad flag exits 2 in the tool's words",
        arguments: [
            "check-architecture", "module-graph", "interface-changes", "measure-build-times", "rebuild-impact",
            "generate-graph", "select-tests",
        ])
    func wrapper(tool: String) throws {
        let help = try ProcessRunner.run(["bash", "Scripts/\(tool)", "--help"], in: root)
        #expect(help.status == 0 && help.output.hasPrefix("usage: \(tool) "), "\(help.output)")
        let bad = try ProcessRunner.run(["bash", "Scripts/\(tool)", "--nope"], in: root)
        #expect(bad.status == 2 && bad.output == "\(tool): unknown argument '--nope' (see --help)\n", "\(bad.output)")
    }

    @Test("a --package-path given to a wrapper wins over this repository")
    func otherPackage() throws {
        let result = try ProcessRunner.run(["bash", "Scripts/module-graph", "--package-path", "/"], in: root)
        #expect(result.status == 2 && result.output == "module-graph: no Package.swift in '/'\n", "\(result.output)")
    }

    @Test("the Tools package builds in Swift 6 mode without a warning")
    func noWarnings() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "horizon-tools-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try ProcessRunner.run(
            [
                "swift", "build", "--package-path", "Tools", "--scratch-path", scratch.path, "-Xswiftc",
                "-warnings-as-errors",
            ], in: root)
        #expect(result.status == 0 && !result.output.contains("warning:"), "\(result.output.suffix(3000))")
    }
}
