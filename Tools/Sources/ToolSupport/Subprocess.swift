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
    /// The command gets a TMPDIR of its own, removed afterwards: the toolchain leaves a
    /// `TemporaryDirectory.*` folder there on every `swift` run, thousands over a measurement day.
    ///
    /// - Parameters:
    ///   - arguments: The command and its arguments.
    ///   - directory: The working directory, the tool's own when `nil`.
    ///   - separateErrors: Keep standard error out of ``Outcome/output`` (in ``Outcome/errors``).
    /// - Throws: When the command cannot be started, or the tool is stopping (``Interruption``).
    public static func run(_ arguments: [String], in directory: URL? = nil, separateErrors: Bool = false) throws
        -> Outcome
    {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
            "horizon-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { _, new in new }
        let output = Pipe()
        process.standardOutput = output
        // Standard error kept apart goes to a file, so neither stream can fill while the other is read.
        let errorFile = temporary.appendingPathComponent("stderr")
        if separateErrors {
            _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errorFile)
        } else {
            process.standardError = output
        }
        try process.run()
        let identifier = process.processIdentifier
        defer { Interruption.ended(identifier) }
        do { try Interruption.started(identifier) } catch {
            process.terminate()
            throw error
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errors = separateErrors ? (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" : ""
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self), errors: errors)
    }
}
