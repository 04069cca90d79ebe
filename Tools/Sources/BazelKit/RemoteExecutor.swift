public import Foundation
public import ToolSupport

/// Bazel's own remote worker, on loopback: the REAPI server and executor in Bazel's sources
/// (`src/tools/remote`), built from Debian's packages with the JDK and run as a remote cache and
/// executor for `bazel build --remote_executor=grpc://127.0.0.1:PORT`.
///
/// Debian's `bazel-bootstrap-source` ships the worker's 11 sources; every class they need is in
/// the server jar of `bazel-bootstrap-data`. The worker listens on every interface; the copy built
/// here is changed in one line to listen on 127.0.0.1 only, and refused if that line moved. With
/// ``sandbox``, each action runs in Bazel's `linux-sandbox`: nothing writable but its own folder
/// (not `/tmp`: an action that writes anywhere else fails), and no network.
public struct RemoteExecutor: Sendable {
    /// The folder: the worker's build (`worker/`), the actions' folders (`work/`), the cache
    /// (`cas/`), its log, pid file and the record of the process started (`worker.process`); the
    /// user's own files may sit beside them, and stay.
    public let folder: URL
    /// The port on 127.0.0.1.
    public let port: Int
    /// Whether each action runs in the worker's sandbox.
    public let sandbox: Bool

    /// The flags to give Bazel: every action executed by the worker, its results cached there.
    public var flags: [String] {
        ["--remote_executor=grpc://127.0.0.1:\(port)", "--spawn_strategy=remote", "--genrule_strategy=remote"]
    }

    /// A worker that keeps its files in `folder` and listens on `port`.
    public init(folder: URL, port: Int, sandbox: Bool) {
        (self.folder, self.port, self.sandbox) = (folder.standardizedFileURL, port, sandbox)
    }

    /// What the worker made in its folder: it removes that and nothing else.
    public var made: MadeFiles { MadeFiles(in: folder, recordName: ".bazel-worker") }

    /// The names the worker keeps in its folder.
    static let names = ["worker", "work", "cas", "worker.log", "worker.pid", "worker.process"]

    /// Where Debian puts the worker's sources (`bazel-bootstrap-source`) and Bazel's server jar
    /// (`bazel-bootstrap-data`), and the sandbox Bazel runs actions in.
    static let sources = URL(fileURLWithPath: "/usr/src/bazel-bootstrap/src/tools/remote/src/main/java")
    static let serverJar = URL(fileURLWithPath: "/usr/share/bazel/A-server.jar")
    static let linuxSandbox = URL(fileURLWithPath: "/usr/share/bazel/linux-sandbox")
    static let mainClass = "com.google.devtools.build.remote.worker.RemoteWorker"

    /// The line of `RemoteWorker.java` that binds every interface, and what it becomes.
    static let anyInterface = "NettyServerBuilder.forPort(workerOptions.listenPort)"
    static let loopbackOnly =
        "NettyServerBuilder.forAddress(new java.net.InetSocketAddress(\"127.0.0.1\", workerOptions.listenPort))"

    /// The worker `start` started from this folder: only that process is ever stopped.
    public var process: StartedProcess {
        StartedProcess(in: made, recordName: "worker.process", commandLineMark: "--pid_file=\(pidFile.path)")
    }

    /// The worker's process, when the one `start` started from this folder runs.
    public var pid: Int32? {
        if case .running(let pid) = process.state { pid } else { nil }
    }

    private var pidFile: URL { folder.appendingPathComponent("worker.pid") }

    /// Builds the worker (the first time) and starts it, making only what its folder lacks;
    /// when it does not start, what this call made goes again.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the JDK or Debian's packages are missing, a
    ///   worker runs in the folder already, the port is taken, the folder holds a name the worker
    ///   needs that it did not make; ``Tool/Failure/finding(_:)`` when the worker does not build
    ///   or start (its log's last line included).
    public func start() throws {
        guard (try? Subprocess.run(["javac", "-version"]).status) == 0 else {
            throw Tool.Failure.badInput(
                "javac is missing: the worker is built with the JDK (Debian: default-jdk-headless)")
        }
        guard FileManager.default.fileExists(atPath: Self.sources.path) else {
            throw Tool.Failure.badInput(
                "Bazel's remote worker sources are missing: apt-get install bazel-bootstrap-source")
        }
        guard FileManager.default.fileExists(atPath: Self.serverJar.path) else {
            throw Tool.Failure.badInput("Bazel's server jar is missing: apt-get install bazel-bootstrap")
        }
        guard pid == nil else { throw Tool.Failure.badInput("a worker runs already in \(folder.path): stop it first") }
        let before = Set(made.names)
        try made.checkRoom(for: Self.names, flag: "--dir")
        guard LoopbackPort.isFree(port) else {
            throw Tool.Failure.badInput("port \(port) on 127.0.0.1 is in use: choose another --port")
        }
        do {
            try made.makeFolder()
            for name in ["work", "cas"] { _ = try made.makeDirectory(name) }
            if try made.makeDirectory("worker") {
                do { try build() } catch {
                    ScratchFolder.removeItem(atPath: worker.path)
                    throw error
                }
            }
            try made.add("worker.log")
            try made.add("worker.pid")
            try launch()
        } catch {
            stop()
            if before.isEmpty { made.removeAll() }
            throw error
        }
    }

    /// Stops the worker `start` started, and no other process, and waits for it to go; the folder stays.
    public func stop() {
        process.stop()
    }

    /// How many entries (files and folders) the worker's cache folder holds.
    public var blobs: Int {
        (FileManager.default.enumerator(atPath: folder.appendingPathComponent("cas").path)?.allObjects.count) ?? 0
    }

    private var worker: URL { folder.appendingPathComponent("worker") }
    private var classes: URL { worker.appendingPathComponent("classes") }
    private var resources: URL { worker.appendingPathComponent("resources") }

    /// Copies the sources, binds them to loopback, compiles them against the server jar, and puts
    /// `linux-sandbox` where the worker looks for it (`/main/tools/linux-sandbox` on its class path).
    private func build() throws {
        let copy = worker.appendingPathComponent("src")
        try FileManager.default.copyItem(at: Self.sources, to: copy)
        let files = (FileManager.default.enumerator(atPath: copy.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".java") }.map { copy.appendingPathComponent($0).path }.sorted()
        guard let main = files.first(where: { $0.hasSuffix("/RemoteWorker.java") }) else {
            throw Tool.Failure.finding("no RemoteWorker.java in \(Self.sources.path)")
        }
        let source = try String(contentsOfFile: main, encoding: .utf8)
        guard source.components(separatedBy: Self.anyInterface).count == 2 else {
            throw Tool.Failure.finding(
                "RemoteWorker.java does not bind its port as this tool knows (\(Self.anyInterface)): "
                    + "it will not start a worker that may listen beyond 127.0.0.1")
        }
        try source.replacingOccurrences(of: Self.anyInterface, with: Self.loopbackOnly)
            .write(toFile: main, atomically: true, encoding: .utf8)
        let compiled = try Subprocess.run(
            ["javac", "-nowarn", "-d", classes.path, "-cp", Self.serverJar.path] + files, separateErrors: true)
        guard compiled.status == 0 else {
            throw Tool.Failure.finding(
                "javac could not build the worker: "
                    + (compiled.errors.split(separator: "\n").first.map(String.init) ?? "no reason given"))
        }
        let tools = resources.appendingPathComponent("main/tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.linuxSandbox.resolvingSymlinksInPath(), to: tools.appendingPathComponent("linux-sandbox"))
    }

    /// Starts the worker in a session of its own (it outlives the tool), and waits until it
    /// listens and has written its pid.
    private func launch() throws {
        var arguments = [
            "java", "-cp", [classes.path, resources.path, Self.serverJar.path].joined(separator: ":"), Self.mainClass,
            "--listen_port=\(port)", "--work_path=\(folder.appendingPathComponent("work").path)",
            "--cas_path=\(folder.appendingPathComponent("cas").path)",
            "--pid_file=\(pidFile.path)",
        ]
        if sandbox { arguments += ["--sandboxing", "--sandboxing_block_network"] }
        let log = folder.appendingPathComponent("worker.log")
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(
            separator: " ")
        let started = try Subprocess.run(["/bin/sh", "-c", "setsid \(quoted) > '\(log.path)' 2>&1 < /dev/null &"])
        guard started.status == 0 else { throw Tool.Failure.finding("the worker did not start: \(started.output)") }
        // Recorded as soon as it writes its pid file, so that a worker that never listens is stopped.
        for _ in 0..<300 where StartedProcess.running(namedIn: pidFile) == nil { usleep(100_000) }
        if let pid = StartedProcess.running(namedIn: pidFile) { try process.record(pid) }
        for _ in 0..<300 where self.pid != nil && LoopbackPort.isFree(port) { usleep(100_000) }
        guard self.pid != nil, !LoopbackPort.isFree(port) else {
            let last = (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").last.map(String.init)
            throw Tool.Failure.finding("the worker did not start: \(last ?? "see \(log.path)")")
        }
    }
}
