import Foundation
import Testing
import ToolSupport

/// Remote execution on Bazel's own worker (`bazel-worker`), end to end: built from Debian's
/// packages, started on loopback with each action in its sandbox, a package built with every
/// action in it, an action that writes outside its folder refused, and the experiment beside local
/// Bazel. They need bazel, the JDK and Debian's bazel-bootstrap-source, which CI installs; without
/// them they skip.
@Suite("remote execution", .serialized)
struct RemoteExecutionTests {
    static let workerBuildable =
        BazelToolTests.bazelInstalled && (try? Subprocess.run(["javac", "-version"]).status) == 0
        && FileManager.default.fileExists(atPath: "/usr/src/bazel-bootstrap/src/tools/remote")

    @Test(
        "bad input exits 2 with the reason; stop with no worker exits 1",
        arguments: [
            (["frob"], "unknown command 'frob'"), (["start", "--port", "80"], "--port needs a number from 1024"),
            ([], "name a command"), (["stop", "--sandbox"], "unknown argument '--sandbox'"),
        ])
    func badInput(arguments: [String], reason: String) throws {
        let run = try ToolRun("bazel-worker", arguments)
        #expect(run.status == 2 && run.errors.contains(reason), "\(run.errors)")
    }

    @Test("with no worker in the folder, stop refuses (exit 2) and status says none runs (exit 1); nothing touched")
    func noWorker() throws {
        let folder = try ScratchFolder("horizon-worker-none")
        defer { folder.remove() }
        try "mine\n".write(to: folder.url.appendingPathComponent("mine.txt"), atomically: true, encoding: .utf8)
        let stop = try ToolRun("bazel-worker", ["stop", "--dir", folder.url.path])
        #expect(stop.status == 2 && stop.errors.contains("holds no worker bazel-worker started"), "\(stop.errors)")
        let status = try ToolRun("bazel-worker", ["status", "--dir", folder.url.path])
        #expect(status.status == 1 && status.errors.contains("no worker runs"), "\(status.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["mine.txt"])
    }

    @Test(
        "the worker builds a package with every action in its sandbox; an action writing outside its folder fails; stop keeps the user's file",
        .enabled(if: workerBuildable))
    func worker() throws {
        let folder = try ScratchFolder("horizon-worker")
        let package = try BazelToolTests.package()
        let bazel = BazelOutputBase(beside: package.root)
        let port = String(Int.random(in: 20_000...60_000))
        defer {
            _ = try? ToolRun("bazel-worker", ["stop", "--dir", folder.url.path])
            bazel.remove()
            package.remove()
            folder.remove()
        }
        try "mine\n".write(to: folder.url.appendingPathComponent("mine.txt"), atomically: true, encoding: .utf8)
        let start = try ToolRun("bazel-worker", ["start", "--sandbox", "--port", port, "--dir", folder.url.path])
        try #require(start.status == 0, "\(start.errors)")
        let flags = start.output.split(separator: "\n").last.map { $0.split(separator: " ").map(String.init) } ?? []
        #expect(flags.contains("--remote_executor=grpc://127.0.0.1:\(port)"), "\(start.output)")
        let again = try ToolRun("bazel-worker", ["start", "--port", port, "--dir", folder.url.path])
        #expect(again.status == 2 && again.errors.contains("runs already"), "\(again.errors)")

        #expect(try ToolRun("bazel-build-files", ["--package-path", package.root.path, "--write"]).status == 0)
        let build = try bazel.run(["build"] + flags + ["//..."])
        #expect(build.status == 0, "\(build.output.suffix(3000))")
        let processes = build.output.split(separator: "\n").first { $0.contains(" processes: ") } ?? ""
        #expect(processes.contains(" remote") && !processes.contains("local"), "\(processes)")
        let status = try ToolRun("bazel-worker", ["status", "--dir", folder.url.path])
        #expect(status.status == 0 && status.output.contains("running"), "\(status.output)")

        // The rules with each action's temporary folder at an absolute path under /tmp. The
        // sandbox lets an action write only in its own folder, so every action fails.
        let rules = package.url("bazel/toolchain.bzl")
        let text = try String(contentsOf: rules, encoding: .utf8)
        let scratch = #"mkdir -p bazel-out/_tmp && scratch=$(mktemp -d "$PWD/bazel-out/_tmp/swift.XXXXXX")"#
        try #require(text.contains(scratch))
        try text.replacingOccurrences(
            of: scratch,
            with: #"mkdir -p /tmp/horizon-worker-test && scratch=$(mktemp -d /tmp/horizon-worker-test/s.XXXXXX)"#
        ).write(to: rules, atomically: true, encoding: .utf8)
        let absolute = try bazel.run(["build"] + flags + ["//..."])
        #expect(
            absolute.status != 0, "an absolute module cache must fail in the sandbox: \(absolute.output.suffix(2000))")

        let stop = try ToolRun("bazel-worker", ["stop", "--dir", folder.url.path])
        #expect(stop.status == 0, "\(stop.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["mine.txt"])
    }

    @Test(
        "measure-build-times --remote-execution: local Bazel, every action in the worker, a second checkout from its cache",
        .enabled(if: workerBuildable))
    func experiment() throws {
        let package = try BazelToolTests.package()
        defer { package.remove() }
        let run = try ToolRun("measure-build-times", ["--remote-execution", "--package-path", package.root.path])
        #expect(run.status == 0, "\(run.output) \(run.errors.suffix(3000))")
        #expect(run.output.contains("✓ every action of the remote build ran in the worker's sandbox"), "\(run.output)")
        let rows = run.output.split(separator: "\n").filter { $0.hasPrefix("| A |") || $0.hasPrefix("| B |") }
        #expect(rows.count == 4, "\(run.output)")
    }
}
