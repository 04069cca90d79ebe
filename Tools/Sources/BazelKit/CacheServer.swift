public import Foundation
public import ToolSupport

/// Bazel's remote cache on loopback: nginx with its WebDAV module (Debian's nginx-light), which
/// stores what Bazel PUTs and serves it back with GET, as Bazel's HTTP cache protocol asks. It
/// listens on 127.0.0.1 only and keeps everything in one folder.
public struct CacheServer: Sendable {
    /// The folder: `nginx.conf`, `nginx.pid`, the record of the process started (`nginx.process`),
    /// the logs, and the cache itself in `cache/`; the
    /// user's own files may sit beside them, and stay.
    public let folder: URL
    /// The port on 127.0.0.1.
    public let port: Int

    /// The URL to give Bazel: `--remote_cache=http://127.0.0.1:PORT`.
    public var url: String { "http://127.0.0.1:\(port)" }

    /// A server that keeps its files in `folder` and listens on `port`.
    public init(folder: URL, port: Int) {
        (self.folder, self.port) = (folder.standardizedFileURL, port)
    }

    /// The nginx `start` started from this folder: only that process is ever stopped.
    public var process: StartedProcess {
        StartedProcess(in: made, recordName: "nginx.process", commandLineMark: configurationFile.path)
    }

    /// Whether the nginx `start` started from this folder runs now.
    public var isRunning: Bool {
        if case .running = process.state { true } else { false }
    }

    /// The entries the cache holds: files under `ac/` (action results) and `cas/` (contents).
    public var entries: Int {
        let cache = folder.appendingPathComponent("cache")
        return ["ac", "cas"].reduce(0) { count, kind in
            count
                + ((try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent(kind).path))?
                    .count ?? 0)
        }
    }

    /// What the server made in its folder: it removes that and nothing else.
    public var made: MadeFiles { MadeFiles(in: folder, recordName: ".bazel-cache") }

    /// The names the server keeps in its folder.
    static let names = ["cache", "temp", "logs", "nginx.conf", "nginx.pid", "nginx.process"]

    /// Starts nginx, making only what its folder lacks; when it does not start, what it made goes again.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when nginx is missing, a server runs in the folder
    ///   already, the port is taken, or the folder is not a writable directory or holds a name the
    ///   server needs that it did not make; ``Tool/Failure/finding(_:)`` when nginx does not start
    ///   (its first error included).
    public func start() throws {
        guard (try? Subprocess.run(["nginx", "-v"]).status) == 0 else {
            throw Tool.Failure.badInput(
                "nginx is missing: install it (Debian: apt-get install nginx-light, whose WebDAV module stores the cache)"
            )
        }
        guard !isRunning else {
            throw Tool.Failure.badInput("a cache runs already in \(folder.path): stop it first")
        }
        try checkPath()
        try made.checkRoom(for: Self.names, flag: "--dir")
        guard LoopbackPort.isFree(port) else {
            throw Tool.Failure.badInput("port \(port) on 127.0.0.1 is in use: choose another --port")
        }
        let before = Set(made.names)
        do {
            try made.makeFolder()
            for name in ["cache", "temp", "logs"] where try made.makeDirectory(name) {
                // nginx's workers run as nobody when it starts as root: they must write the cache.
                // Only a folder made here gets that mode.
                let url = folder.appendingPathComponent(name)
                try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: url.path)
            }
            try made.writeFile("nginx.conf", configuration)
            try made.add("nginx.pid")
            let outcome = try Subprocess.run(["nginx", "-c", configurationFile.path, "-p", folder.path])
            guard outcome.status == 0 else {
                let first = outcome.output.split(separator: "\n").first { $0.contains("[emerg]") } ?? "no reason given"
                throw Tool.Failure.finding("nginx did not start on 127.0.0.1:\(port): \(first)")
            }
            // nginx writes its pid file once it runs as a daemon: record that process as the one started.
            for _ in 0..<50 where StartedProcess.running(namedIn: pidFile) == nil { usleep(100_000) }
            guard let pid = StartedProcess.running(namedIn: pidFile) else {
                throw Tool.Failure.finding("nginx did not start: see \(folder.path)/logs/error.log")
            }
            try process.record(pid)
        } catch {
            if before.isEmpty { made.removeAll() }
            throw error
        }
    }

    /// Stops the nginx `start` started, and no other process; the folder stays.
    public func stop() {
        process.stop()
    }

    private var pidFile: URL { folder.appendingPathComponent("nginx.pid") }
    private var configurationFile: URL { folder.appendingPathComponent("nginx.conf") }

    /// The characters a path in nginx's configuration cannot hold, even quoted: `$` starts a
    /// variable, `"` and `\\` end or escape the quotes, a line break or a NUL ends the value.
    static let unquotable: Set<Character> = ["$", "\"", "\\", "\n", "\r", "\0"]

    /// Checks that nginx's configuration can name the folder.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming the character it cannot hold.
    func checkPath() throws {
        if let character = folder.path.first(where: Self.unquotable.contains) {
            throw Tool.Failure.badInput(
                "--dir \(folder.path) holds \(character.debugDescription), which nginx's configuration cannot name: "
                    + "choose another folder")
        }
    }

    /// nginx's configuration: one server on loopback whose root is the cache, PUT allowed. Every
    /// path is quoted, so a folder's name may hold spaces and letters beyond ASCII (``checkPath()``).
    var configuration: String {
        let path = { (name: String) in "\"\(folder.path)/\(name)\"" }
        return """
            daemon on;
            pid \(path("nginx.pid"));
            error_log \(path("logs/error.log")) warn;
            worker_processes 2;
            events { worker_connections 256; }
            http {
                access_log off;
                client_body_temp_path \(path("temp"));
                proxy_temp_path \(path("temp"));
                fastcgi_temp_path \(path("temp"));
                uwsgi_temp_path \(path("temp"));
                scgi_temp_path \(path("temp"));
                server {
                    listen 127.0.0.1:\(port);
                    root \(path("cache"));
                    client_max_body_size 0;
                    dav_methods PUT;
                    create_full_put_path on;
                    dav_access user:rw group:rw all:rw;
                }
            }

            """
    }
}
