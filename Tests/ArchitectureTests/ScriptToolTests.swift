import Foundation
import TestSupport
import Testing

/// The scripts' Swift tools (the Tools package) share one model of `swift package dump-package`
/// and one way to end: a dump they cannot read is bad input, exit 2, naming what is missing.
@Suite("script tools", .serialized, .slow)
struct ScriptToolTests {
    let root = ProcessRunner.repositoryRoot()

    @Test(
        "a dump a tool cannot read exits 2 and says where it does not fit",
        arguments: [
            ("check-architecture", "ROOT HorizonApp", #"{"name": "Broken"}"#, #"no "targets""#),
            ("module-graph", "mermaid", "not JSON", "could not read the output of `swift package dump-package`"),
            (
                "measure-build-times", "real --package ROOT --scratch /tmp/horizon-never --dump DUMP",
                #"{"name": "Broken", "targets": [{"name": "A", "dependencies": [], "settings": []}]}"#,
                #"at .targets[0]: no "type""#
            ),
        ])
    func unreadableDump(tool: String, arguments: String, dump: String, reason: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "horizon-dump-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try dump.write(to: file, atomically: true, encoding: .utf8)
        let command =
            "tool=$(package=\"$PWD\"; . Scripts/lib/tooling.sh; build_swift_tool \(tool)) && \"$tool\" "
            + arguments.replacingOccurrences(of: "ROOT", with: root.path).replacingOccurrences(
                of: "DUMP", with: file.path)
            + " < \(file.path)"
        let result = try ProcessRunner.run(["bash", "-c", command], in: root)
        #expect(result.status == 2, "\(result.output)")
        #expect(result.output.contains("\(tool): ") && result.output.contains(reason), "\(result.output)")
    }

    @Test(
        "a tool called with the wrong arguments exits 2 with its usage",
        arguments: ["check-architecture", "module-graph"])
    func usage(tool: String) throws {
        let command =
            "tool=$(package=\"$PWD\"; . Scripts/lib/tooling.sh; build_swift_tool \(tool)) && \"$tool\" nonsense < /dev/null"
        let result = try ProcessRunner.run(["bash", "-c", command], in: root)
        #expect(result.status == 2 && result.output.contains("usage: \(tool)-tool"), "\(result.output)")
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
