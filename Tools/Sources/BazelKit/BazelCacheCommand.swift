// Starts and stops Bazel's remote cache on loopback (nginx with WebDAV).
import Foundation
import ToolSupport

/// The `bazel-cache` executable's work: it reads `CommandLine.arguments` and exits with the tool's status.
public enum BazelCacheCommand {
    static let usage = """
        usage: bazel-cache start [--port N] [--dir DIR]
               bazel-cache stop [--dir DIR]
               bazel-cache status [--dir DIR]
               bazel-cache check [--dir DIR] [--remove]

        start   starts nginx on 127.0.0.1:N only (default 9092), keeping the cache in DIR/cache
                (default: the temporary directory's horizon-bazel-cache), and prints the flag for
                Bazel: every checkout, output base or CI job on this machine that passes it
                shares the cache:
                  bazel build --remote_cache=http://127.0.0.1:9092 //...
        stop    stops the server and removes what start made in DIR, the cache with it (and DIR
                when start made it); anything else in DIR stays. start refuses a DIR holding a
                name it needs (cache, temp, logs, nginx.conf, nginx.pid, nginx.process) that it
                did not make. It stops only the process start recorded in DIR/nginx.process, and
                only while that number is still the nginx started then (same start time, same
                configuration file): a DIR start did not make is refused, exit 2.
        status  says whether it runs, and how many entries the cache holds
        check   reads every entry of the cache in DIR/cache, running or not: each blob must hash
                to its name, each action result must name outputs the cache holds with that size
                and contents. Lists the entries that would fail a build (exit 1); with --remove,
                removes them (exit 0), and the next build runs those actions and stores them again.
                It reads only a cache that start made, and only names shaped as Bazel's entries
                (64 hexadecimal digits): any other file is named and left alone.
                A result that is well formed but wrong (another action's) cannot be told from the
                cache alone: rebuild with --noremote_accept_cached, which stores every result anew.
        Needs nginx with its WebDAV module (Debian: apt-get install nginx-light). Exits 0; 1 when
        nginx does not start or no cache runs in DIR; 2 on bad input.
        """

    /// Runs the tool and exits: 0 done, 1 a finding, 2 bad input (the reason on standard error).
    public static func main() -> Never {
        Tool.run(named: "bazel-cache", usage: usage) { arguments in
            guard let command = arguments.next() else {
                throw Tool.Failure.badInput("name a command: start, stop, status or check (see --help)")
            }
            guard ["start", "stop", "status", "check"].contains(command) else {
                throw Tool.Failure.badInput("unknown command '\(command)' (see --help)")
            }
            var port = 9092
            var folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-bazel-cache")
            var remove = false
            while let word = arguments.next() {
                switch word {
                case "--remove" where command == "check": remove = true
                case "--port": port = try arguments.port(of: word)
                case "--dir": folder = URL(fileURLWithPath: try arguments.value(of: word, "a directory"))
                default: throw Arguments.unknown(word)
                }
            }
            let server = CacheServer(folder: folder, port: port)
            switch command {
            case "start":
                try server.start()
                print("bazel-cache: serving \(server.folder.path)/cache on 127.0.0.1:\(port)")
                print("--remote_cache=\(server.url)")
            case "stop":
                let ran = try server.process.stopped(by: "bazel-cache", what: "cache")
                server.made.removeAll()
                print(
                    "bazel-cache: \(ran ? "stopped" : "it had ended"), and removed what it made in \(server.folder.path)"
                )
            case "check":
                return try check(server, remove: remove)
            default:
                _ = try server.process.requireRunning(by: "bazel-cache", what: "cache")
                print("bazel-cache: running, \(server.entries) entries in \(server.folder.path)/cache")
            }
            return .success
        }
    }

    /// `check`: lists the entries that would fail a build, and removes them with `--remove`.
    private static func check(_ server: CacheServer, remove: Bool) throws -> Tool.Status {
        let cache = server.folder.appendingPathComponent("cache")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: cache.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw Tool.Failure.badInput("no cache in \(server.folder.path): start one there first")
        }
        // Only a cache the tool made is its to check, and to remove from.
        guard server.made.names.contains("cache") else {
            throw Tool.Failure.badInput("\(cache.path) is not a cache bazel-cache started: it checks only its own")
        }
        let check = try CacheCheck(folder: cache)
        for finding in check.findings { print("\(finding.entry): \(finding.reason)") }
        let left = check.strangers.count
        let read =
            "\(check.actions) action results and \(check.blobs) blobs read"
            + (left == 0
                ? ""
                : " (\(left) other file\(left == 1 ? "" : "s") left alone: \(check.strangers[0])\(left > 1 ? ", …" : ""))")
        guard !check.findings.isEmpty else {
            print("bazel-cache: \(read): every entry holds")
            return .success
        }
        guard remove else {
            print("bazel-cache: \(read): \(check.findings.count) would fail a build; remove them with --remove")
            return .finding
        }
        check.removeFindings()
        print(
            "bazel-cache: \(read): removed \(check.findings.count); the next build runs those actions and stores them again"
        )
        return .success
    }
}
