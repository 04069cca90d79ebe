// Builds, starts and stops Bazel's own remote worker on loopback: remote execution on one machine.
import Foundation
import ToolSupport

/// The `bazel-worker` executable's work: it reads `CommandLine.arguments` and exits with the tool's status.
public enum BazelWorkerCommand {
    static let usage = """
        usage: bazel-worker start [--port N] [--dir DIR] [--sandbox]
               bazel-worker stop [--dir DIR]
               bazel-worker status [--dir DIR]

        start   builds Bazel's own remote worker (src/tools/remote of Bazel's sources) with the JDK
                from Debian's packages, the first time, into DIR/worker (default DIR: the
                temporary directory's horizon-bazel-worker), and starts it on 127.0.0.1:N only (default 9093)
                as a remote executor and cache. It prints the flags for Bazel: every action then
                runs in the worker, and its results are cached there:
                  bazel build --remote_executor=grpc://127.0.0.1:9093 --spawn_strategy=remote //...
                --sandbox runs each action in Bazel's linux-sandbox: its own folder the only one
                writable (not /tmp), no network: an action that writes anywhere else fails.
        stop    stops the worker and removes what start made in DIR, the cache with it (and DIR
                when start made it); anything else in DIR stays. start refuses a DIR holding a
                name it needs (worker, work, cas, worker.log, worker.pid, worker.process) that it
                did not make. It stops only the process start recorded in DIR/worker.process, and
                only while that number is still the worker started then (same start time, same
                pid file): a DIR start did not make is refused, exit 2.
        status  says whether it runs, and how many files its cache holds
        Needs the JDK and Debian's bazel-bootstrap and bazel-bootstrap-source. Exits 0; 1 when the
        worker does not build or start, or none runs in DIR; 2 on bad input.
        """

    /// Runs the tool and exits: 0 done, 1 a finding, 2 bad input (the reason on standard error).
    public static func main() -> Never {
        Tool.run(named: "bazel-worker", usage: usage) { arguments in
            guard let command = arguments.next() else {
                throw Tool.Failure.badInput("name a command: start, stop or status (see --help)")
            }
            guard ["start", "stop", "status"].contains(command) else {
                throw Tool.Failure.badInput("unknown command '\(command)' (see --help)")
            }
            var port = 9093
            var folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-bazel-worker")
            var sandbox = false
            while let word = arguments.next() {
                switch word {
                case "--sandbox" where command == "start": sandbox = true
                case "--port" where command == "start": port = try arguments.port(of: word)
                case "--dir": folder = URL(fileURLWithPath: try arguments.value(of: word, "a directory"))
                default: throw Arguments.unknown(word)
                }
            }
            let worker = RemoteExecutor(folder: folder, port: port, sandbox: sandbox)
            switch command {
            case "start":
                try worker.start()
                print(
                    "bazel-worker: executing on 127.0.0.1:\(port)\(sandbox ? " in linux-sandbox" : ""), "
                        + "keeping its files in \(worker.folder.path)")
                print(worker.flags.joined(separator: " "))
            case "stop":
                let ran = try worker.process.stopped(by: "bazel-worker", what: "worker")
                worker.made.removeAll()
                print(
                    "bazel-worker: \(ran ? "stopped" : "it had ended"), and removed what it made in \(worker.folder.path)"
                )
            default:
                let pid = try worker.process.requireRunning(by: "bazel-worker", what: "worker")
                print("bazel-worker: running (process \(pid)), \(worker.blobs) files in \(worker.folder.path)/cas")
            }
            return .success
        }
    }
}
