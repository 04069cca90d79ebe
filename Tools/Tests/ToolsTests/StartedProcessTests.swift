import Foundation
import Testing
import ToolSupport

/// `bazel-cache` and `bazel-worker` stop and report only the process their `start` started: never
/// the user's server whose pid file sits in the folder, never a process that took the number of
/// one that died. Played with stand-in processes (`sleep`), so no nginx or JDK is needed.
@Suite("The servers the tools started, and no other", .serialized)
struct StartedProcessTests {
    /// A process running `sleep` whose command line reads `mark` first (`exec -a`), as a server's
    /// names its configuration. Started in the background as the tools start a server (not a child
    /// of the tests, with SIGTERM's default action); killed when the test ends.
    final class StandIn: Sendable {
        let pid: Int32

        init(mark: String = "sleep") throws {
            let started = try Subprocess.run([
                "/bin/sh", "-c", #"bash -c 'exec -a "$0" sleep 120' "$1" > /dev/null 2>&1 < /dev/null & echo $!"#, "sh",
                mark,
            ])
            pid = try #require(Int32(started.output.trimmingCharacters(in: .whitespacesAndNewlines)))
            // Until bash has become sleep, its command line is bash's.
            for _ in 0..<100 where StartedProcess.commandLine(of: pid)?.hasPrefix(mark) != true { usleep(10_000) }
        }

        var isRunning: Bool { StartedProcess.startTime(of: pid) != nil }

        deinit {
            kill(pid, SIGKILL)
        }
    }

    /// A tool that starts a server, with the names it keeps in the server's folder.
    struct ServerTool: Sendable, CustomStringConvertible {
        let name: String
        /// The server's pid file, its process record, and the record of what `start` made.
        let pidFile: String
        let record: String
        let madeRecord: String

        var description: String { name }

        /// What the server's command line holds: the configuration or pid file it was given.
        func mark(in folder: URL) -> String {
            name == "bazel-cache" ? folder.path + "/nginx.conf" : "--pid_file=" + folder.path + "/worker.pid"
        }
    }

    static let tools = [
        ServerTool(name: "bazel-cache", pidFile: "nginx.pid", record: "nginx.process", madeRecord: ".bazel-cache"),
        ServerTool(name: "bazel-worker", pidFile: "worker.pid", record: "worker.process", madeRecord: ".bazel-worker"),
    ]

    @Test(
        "a folder start did not make, holding the user's own server and its pid file: stop refuses (exit 2), status says none runs, the server and its files stay",
        arguments: tools)
    func theUsersServer(tool: ServerTool) throws {
        let folder = try ScratchFolder("horizon-started-users")
        defer { folder.remove() }
        let server = try StandIn()
        try "\(server.pid)\n".write(
            to: folder.url.appendingPathComponent(tool.pidFile), atomically: true, encoding: .utf8)
        let stop = try ToolRun(tool.name, ["stop", "--dir", folder.url.path])
        #expect(stop.status == 2, "\(stop.errors)")
        #expect(stop.errors.hasSuffix("started (no record \(tool.madeRecord) naming one): it acts only on its own\n"))
        #expect(stop.errors.split(separator: "\n").count == 1, "one line")
        let status = try ToolRun(tool.name, ["status", "--dir", folder.url.path])
        #expect(status.status == 1 && status.errors.contains("started none there"), "\(status.errors)")
        #expect(server.isRunning, "the user's server still runs")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [tool.pidFile])
    }

    @Test(
        "the server start recorded has died and its number belongs to another process now: stop and status leave that process alone",
        arguments: tools)
    func aReusedNumber(tool: ServerTool) throws {
        let folder = try ScratchFolder("horizon-started-reused")
        defer { folder.remove() }
        let marked = try StandIn(mark: tool.mark(in: folder.url))
        let unmarked = try StandIn()
        // Each stand-in as what took the recorded number: the same number started at another
        // time (one that happens to hold the mark), or at the recorded time with another command line.
        let cases: [(StandIn, String)] = [
            (marked, "1"),
            (unmarked, try #require(StartedProcess.startTime(of: unmarked.pid))),
        ]
        for (other, started) in cases {
            try "\(tool.pidFile)\n\(tool.record)\n".write(
                to: folder.url.appendingPathComponent(tool.madeRecord), atomically: true, encoding: .utf8)
            for (name, text) in [(tool.pidFile, "\(other.pid)\n"), (tool.record, "\(other.pid) \(started)\n")] {
                try text.write(to: folder.url.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            let status = try ToolRun(tool.name, ["status", "--dir", folder.url.path])
            #expect(status.status == 1 && status.errors.contains("has ended"), "\(status.errors)")
            let stop = try ToolRun(tool.name, ["stop", "--dir", folder.url.path])
            #expect(
                stop.status == 0 && stop.output.contains("it had ended, and removed what it made"), "\(stop.output)")
            #expect(other.isRunning, "the process with the recorded number was left alone")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
        }
    }

    @Test("the process start recorded, still running: status names it, stop ends it", arguments: tools)
    func theOneStarted(tool: ServerTool) throws {
        let folder = try ScratchFolder("horizon-started-own")
        defer { folder.remove() }
        let server = try StandIn(mark: tool.mark(in: folder.url))
        let started = try #require(StartedProcess.startTime(of: server.pid))
        try "\(tool.pidFile)\n\(tool.record)\n".write(
            to: folder.url.appendingPathComponent(tool.madeRecord), atomically: true, encoding: .utf8)
        try "\(server.pid) \(started)\n".write(
            to: folder.url.appendingPathComponent(tool.record), atomically: true, encoding: .utf8)
        #expect(try ToolRun(tool.name, ["status", "--dir", folder.url.path]).status == 0)
        let stop = try ToolRun(tool.name, ["stop", "--dir", folder.url.path])
        #expect(stop.status == 0 && stop.output.contains("stopped, and removed what it made"), "\(stop.output)")
        #expect(!server.isRunning)
    }
}
