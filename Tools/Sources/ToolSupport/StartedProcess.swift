// A server a tool started and left running, known well enough that a later run stops that one and no other.
public import Foundation

/// A process a tool started (a cache, a worker), recorded in the folder it made so a later run
/// can tell it from any other process.
///
/// A pid file alone proves nothing: the server may have died and its number gone to another
/// process, or the folder may be the user's, with a pid file of the user's own server. So `start`
/// records the process's number and start time in a file it makes (a name in the folder's
/// ``MadeFiles`` record), and a process counts as the one started only when the folder is one
/// the tool made, the record is there, and the process now running under that number started at
/// the recorded time and runs with a command line naming the file it was given.
public struct StartedProcess: Sendable {
    /// The folder the tool made, with its record of what it made.
    public let made: MadeFiles
    /// The name, in the folder, of the file that records the process.
    public let recordName: String
    /// Text the process's command line holds: the path of the configuration or pid file it was
    /// given, which names the folder.
    public let commandLineMark: String

    /// The process of a server whose folder is `made`, recorded in `recordName`.
    public init(in made: MadeFiles, recordName: String, commandLineMark: String) {
        (self.made, self.recordName, self.commandLineMark) = (made, recordName, commandLineMark)
    }

    /// What the folder says of the server.
    public enum State: Equatable, Sendable {
        /// The folder is not one the tool made, or holds no record of a process it started.
        case notStarted
        /// The process started runs, under this number.
        case running(Int32)
        /// The process started has ended (its number may now be another process's).
        case ended
    }

    /// The server's state now.
    public var state: State {
        guard made.names.contains(recordName),
            let text = try? String(contentsOf: made.folder.appendingPathComponent(recordName), encoding: .utf8)
        else { return .notStarted }
        let fields = text.split(whereSeparator: \.isWhitespace)
        guard fields.count == 2, let pid = Int32(fields[0]) else { return .notStarted }
        guard let now = Self.startTime(of: pid), now == fields[1],
            Self.commandLine(of: pid)?.contains(commandLineMark) == true
        else { return .ended }
        return .running(pid)
    }

    /// Records the process now running under `pid` as the one started.
    ///
    /// - Throws: ``Tool/Failure/finding(_:)`` when no such process runs, or the record cannot be written.
    public func record(_ pid: Int32) throws {
        guard let started = Self.startTime(of: pid) else {
            throw Tool.Failure.finding("process \(pid) ended as it started")
        }
        try made.writeFile(recordName, "\(pid) \(started)\n")
    }

    /// Stops the process started, for a tool's `stop` command.
    ///
    /// - Parameters:
    ///   - tool: The tool's name, for the refusal.
    ///   - what: What the process is (`cache`), for the refusal.
    /// - Returns: Whether it was running (`false`: it had ended; what the tool made may go).
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the folder holds no process the tool started.
    public func stopped(by tool: String, what: String) throws -> Bool {
        guard state != .notStarted else { throw notStarted(by: tool, what: what) }
        return stop()
    }

    /// The process started, for a tool's `status` command, which reports on it and acts on nothing.
    ///
    /// - Returns: Its number.
    /// - Throws: ``Tool/Failure/finding(_:)`` when none runs: the folder holds no process the
    ///   tool started (whatever else runs there), or the one started has ended.
    public func requireRunning(by tool: String, what: String) throws -> Int32 {
        switch state {
        case .notStarted:
            throw Tool.Failure.finding("no \(what) runs in \(made.folder.path): \(tool) started none there")
        case .ended:
            throw Tool.Failure.finding("no \(what) runs in \(made.folder.path): the one \(tool) started has ended")
        case .running(let pid): return pid
        }
    }

    private func notStarted(by tool: String, what: String) -> Tool.Failure {
        .badInput(
            "\(made.folder.path) holds no \(what) \(tool) started (no record \(made.recordName) naming one): "
                + "it acts only on its own")
    }

    /// Stops the process started, if it runs: SIGTERM, then SIGKILL after `grace` seconds.
    ///
    /// - Returns: Whether it was running.
    @discardableResult
    public func stop(grace: Double = 10) -> Bool {
        guard case .running(let pid) = state else { return false }
        kill(pid, SIGTERM)
        let deadline = Date().addingTimeInterval(grace)
        while Self.startTime(of: pid) != nil, Date() < deadline { usleep(100_000) }
        if case .running = state { kill(pid, SIGKILL) }
        return true
    }

    /// The running process a pid file names, if any: the one to ``record(_:)`` once the server
    /// the tool launched has written it.
    public static func running(namedIn file: URL) -> Int32? {
        guard let text = try? String(contentsOf: file, encoding: .utf8),
            let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), startTime(of: pid) != nil
        else { return nil }
        return pid
    }

    /// When a process started, as the system tells it (`/proc/PID/stat`'s start time in clock ticks
    /// since boot, or `ps`'s on a system without `/proc`); `nil` when it does not run (a zombie has ended).
    public static func startTime(of pid: Int32) -> String? {
        guard pid > 0, kill(pid, 0) == 0 || errno == EPERM else { return nil }
        if let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        {
            // The fields after the name (which may hold spaces and parentheses): the state, then
            // the start time is the 20th after it (field 22 of proc(5)).
            let fields = text[text.index(after: close)...].split(separator: " ")
            guard fields.count > 19, fields[0] != "Z", fields[0] != "X" else { return nil }
            return String(fields[19])
        }
        return ps(pid, "lstart")?.replacingOccurrences(of: " ", with: "_")
    }

    /// A process's command line, its words joined by spaces (`/proc/PID/cmdline`, or `ps`).
    public static func commandLine(of pid: Int32) -> String? {
        if let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") {
            return String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
        }
        return ps(pid, "command")
    }

    /// One column of `ps` for a process, on a system without `/proc` (macOS).
    private static func ps(_ pid: Int32, _ column: String) -> String? {
        guard let outcome = try? Subprocess.run(["ps", "-o", "\(column)=", "-p", "\(pid)"], separateErrors: true),
            outcome.status == 0
        else { return nil }
        let text = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
