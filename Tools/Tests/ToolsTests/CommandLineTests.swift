import Foundation
import Testing
import ToolSupport

/// What every tool shares as a command: `--help`, and one line of reason with exit 2 for an
/// argument it does not know, a package path that is no package, or a manifest that does not load.
@Suite("the tools' command line")
struct CommandLineTests {
    static let tools = [
        "check-architecture", "module-graph", "interface-changes", "measure-build-times", "rebuild-impact",
        "generate-graph", "select-tests",
    ]

    @Test(
        "--help prints the tool's usage and exits 0",
        arguments: tools + ["bazel-build-files", "bazel-cache", "bazel-worker", "build-cost"])
    func help(tool: String) throws {
        let result = try ToolRun(tool, ["--help"])
        #expect(result.status == 0 && result.output.hasPrefix("usage: \(tool) "), "\(result.output)")
    }

    @Test("an unknown argument exits 2 with one line naming it", arguments: tools)
    func unknownArgument(tool: String) throws {
        let result = try ToolRun(tool, ["--nope"])
        #expect(result.status == 2, "\(result.errors)")
        #expect(result.errors == "\(tool): unknown argument '--nope' (see --help)\n")
    }

    @Test(
        "a --package-path that is no package exits 2",
        arguments: [
            "check-architecture", "module-graph", "interface-changes", "measure-build-times", "rebuild-impact",
            "select-tests",
        ])
    func noPackage(tool: String) throws {
        let missing = try ToolRun(tool, ["--package-path", "/nonexistent"])
        #expect(missing.status == 2 && missing.errors == "\(tool): --package-path: '/nonexistent' is not a directory\n")
        let empty = try ToolRun(tool, ["--package-path", "/"])
        #expect(empty.status == 2 && empty.errors == "\(tool): no Package.swift in '/'\n", "\(empty.errors)")
    }

    @Test(
        "a manifest that does not load exits 2 naming the manifest's line and its first error",
        arguments: ["check-architecture", "module-graph", "interface-changes", "measure-build-times", "rebuild-impact"])
    func manifestDoesNotLoad(tool: String) throws {
        let package = try TemporaryPackage([
            "Package.swift":
                "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: 1)\n"
        ])
        defer { package.remove() }
        try package.git("init", "-q")
        try package.git("add", ".")
        try package.git("commit", "-q", "-m", "A manifest that does not load")
        let result = try ToolRun(
            tool, ["--package-path", package.root.path] + (tool == "interface-changes" ? ["HEAD"] : []))
        #expect(result.status == 2, "\(result.errors)")
        let reason = result.errors.split(separator: "\n").last.map(String.init) ?? ""
        #expect(
            reason.hasPrefix(
                "\(tool): the manifest of \(package.root.path) does not load: \(package.root.path)/Package.swift:4:")
                && reason.contains("error: "), "\(result.errors)")
    }

    @Test(
        "an --out that cannot be written exits 2 with the system's reason, not Foundation's error number",
        arguments: [["measure-build-times"], ["rebuild-impact"], ["build-cost", "record"]])
    func unwritableOut(command: [String]) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-file-\(UUID().uuidString)")
        try Data("a file".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let out = file.appendingPathComponent("report").path
        let result = try ToolRun(command[0], Array(command.dropFirst()) + ["--out", out])
        #expect(result.status == 2, "\(result.errors)")
        #expect(result.errors == "\(command[0]): --out \(out) cannot be written: Not a directory\n", "\(result.errors)")
    }

    @Test(
        "an empty value exits 2 naming the flag, before anything is written into the current folder",
        arguments: [
            ["rebuild-impact", "--out", ""], ["measure-build-times", "--out", " "],
            ["build-cost", "record", "--out", ""],
            ["generate-graph", "--shape", "horizontal", "--features", "2", "--out", ""],
            ["check-architecture", "--package-path", ""], ["bazel-cache", "status", "--dir", ""],
            ["bazel-worker", "stop", "--dir", ""], ["measure-build-times", "--budget", ""],
        ])
    func emptyValue(command: [String]) throws {
        let folder = try ScratchFolder("horizon-empty-value")
        defer { folder.remove() }
        let result = try ToolRun(command[0], Array(command.dropFirst()), in: folder.url)
        let flag = command[command.count - 2]
        #expect(result.status == 2, "\(result.errors)")
        #expect(
            result.errors.hasPrefix("\(command[0]): \(flag) needs ")
                && result.errors.hasSuffix(", not an empty value\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty, "nothing written")
    }

    @Test("check-architecture's --root with an empty name exits 2 saying what it needs")
    func emptyRoot() throws {
        let result = try ToolRun("check-architecture", ["--root", "HorizonApp,"])
        #expect(result.status == 2, "\(result.errors)")
        #expect(
            result.errors
                == "check-architecture: --root needs target names, separated by commas: HorizonApp,HorizonBench\n",
            "\(result.errors)")
    }
}
