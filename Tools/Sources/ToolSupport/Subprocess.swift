// Runs the toolchain's commands (swift, git, tar) for the tools.
public import Foundation

/// A command the tools run and wait for: `swift build`, `swift package dump-package`, `git`.
public enum Subprocess {
    /// A finished command.
    public struct Outcome: Sendable {
        /// The exit status.
        public let status: Int32
        /// Standard output, with standard error interleaved unless it was kept apart.
        public let output: String
        /// Standard error, when it was kept apart; empty otherwise.
        public let errors: String
    }

    /// Runs `arguments` (resolved through `/usr/bin/env`) and waits for it.
    ///
    /// - Parameters:
    ///   - arguments: The command and its arguments.
    ///   - directory: The working directory, the tool's own when `nil`.
    ///   - separateErrors: Keep standard error out of ``Outcome/output`` (in ``Outcome/errors``).
    ///   - temporaryDirectory: The command's TMPDIR: by default a folder of its own, removed
    ///     afterwards (``TemporaryDirectory``).
    /// - Throws: When the command cannot be started, or the tool is stopping (``Interruption``).
    public static func run(
        _ arguments: [String], in directory: URL? = nil, separateErrors: Bool = false,
        temporaryDirectory: TemporaryDirectory = .ownForTheRun
    ) throws -> Outcome {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
            "horizon-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        var environment = ProcessInfo.processInfo.environment
        switch temporaryDirectory {
        case .ownForTheRun:
            environment["TMPDIR"] = temporary.path
        case .inherited:
            break
        case .kept(let folder):
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            environment["TMPDIR"] = folder.path
        }
        let outputFile = temporary.appendingPathComponent("stdout")
        let errorFile = temporary.appendingPathComponent("stderr")
        let status = try spawn(
            arguments, in: directory, environment: environment, output: outputFile,
            errors: separateErrors ? errorFile : nil)
        let text = { (file: URL) in (try? String(contentsOf: file, encoding: .utf8)) ?? "" }
        return Outcome(status: status, output: text(outputFile), errors: separateErrors ? text(errorFile) : "")
    }

    /// The TMPDIR a command runs with.
    public enum TemporaryDirectory: Sendable {
        /// A folder of its own, removed afterwards: the toolchain leaves a `TemporaryDirectory.*`
        /// folder there on every `swift` run, thousands over a measurement day.
        case ownForTheRun
        /// The tool's own, for a command that leaves a daemon behind (Bazel's server), which
        /// would lose a TMPDIR removed after the run.
        case inherited
        /// This folder, made if missing and kept: the same one for every build of a package.
        /// SwiftPM keys its manifest cache on the environment, so a new TMPDIR per build
        /// evaluates the manifest again each time, which a developer's builds never do (and, on
        /// Swift 6.3, redraws the order of the trait defines, recompiling each module of a
        /// package with two traits on).
        case kept(URL)
    }

    /// Runs `arguments` (resolved through `/usr/bin/env`) with the tool's own standard output and
    /// error, so what it prints shows as it runs (`swift test` for `select-tests --run`), and waits.
    ///
    /// - Returns: The exit status, or 128 + the signal that ended the command.
    /// - Throws: When the command cannot be started, or the tool is stopping (``Interruption``).
    public static func passingThrough(_ arguments: [String], in directory: URL? = nil) throws -> Int32 {
        try spawn(arguments, in: directory, environment: ProcessInfo.processInfo.environment, output: nil, errors: nil)
    }

    /// Starts the command, registered with ``Interruption`` while it runs, and waits for it.
    private static func spawn(
        _ arguments: [String], in directory: URL?, environment: [String: String], output: URL?, errors: URL?
    ) throws -> Int32 {
        var identifier: Int32 = 0
        defer { Interruption.ended(identifier) }
        return try Spawn.run(arguments, in: directory, environment: environment, output: output, errors: errors) {
            pid in
            identifier = pid
            try Interruption.started(pid)
        }
    }
}
