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
        process.environment = ProcessInfo.processInfo.environment.merging(["HORIZON_TOOLS": tools]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        while process.isRunning { usleep(5_000) }
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// The repository's Swift tools (the Tools package), built once per test process in its
    /// `.build/tools`: every script a test runs, in the repository or in a copy of it, uses them
    /// (`HORIZON_TOOLS`), so no copy builds them again.
    private static let tools: String = {
        let root = repositoryRoot()
        let scratch = root.appendingPathComponent(".build/tools")
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = [
            "swift", "build", "--package-path", root.appendingPathComponent("Tools").path, "--scratch-path",
            scratch.path, "-c", "release",
        ]
        build.standardOutput = FileHandle.nullDevice
        build.standardError = FileHandle.nullDevice
        if (try? build.run()) != nil {
            while build.isRunning { usleep(20_000) }
        }
        return scratch.appendingPathComponent("release").path
    }()

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
