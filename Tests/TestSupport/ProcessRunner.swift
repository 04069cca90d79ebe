public import Foundation

/// Runs a command to completion and returns its exit status and combined output.
public enum ProcessRunner {
    /// The result of a finished command.
    public struct Outcome: Sendable {
        /// The exit status.
        public let status: Int32
        /// Standard output and standard error, interleaved.
        public let output: String
    }

    /// Runs `arguments` (resolved through `/usr/bin/env`) in `directory`.
    ///
    /// Reads the output to its end and polls for exit instead of `waitUntilExit()`, which can
    /// hang inside an async test on Linux.
    public static func run(_ arguments: [String], in directory: URL) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        while process.isRunning { usleep(5_000) }
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// The repository's root folder, found from a test source file's path.
    public static func repositoryRoot(from file: String = #filePath) -> URL {
        var url = URL(fileURLWithPath: file)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return url
    }
}
