import Foundation

/// One run of an executable of this package (`measure-build-times`, `check-architecture`…), as a
/// user runs it: `swift test` builds every executable beside the test bundle.
struct ToolRun {
    let status: Int32
    /// Standard output.
    let output: String
    /// Standard error: the progress lines and the one-line reason of a failure.
    let errors: String

    /// The folder `swift test` built the executables in: the test bundle's own.
    static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    /// Runs `tool` with `arguments` in `directory` and waits for it.
    ///
    /// - Parameters:
    ///   - environment: Variables to set for the tool, beside this process's own.
    ///   - started: Called with the running process, to signal it.
    init(
        _ tool: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        started: (Process) -> Void = { _ in }
    ) throws {
        let executable = Self.products.appendingPathComponent(tool)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ToolMissing(path: executable.path)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let (output, errors) = (
            Pipe(),
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "horizon-tool-errors-\(UUID().uuidString)")
        )
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        started(process)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        while process.isRunning { usleep(5_000) }
        status = process.terminationStatus
        self.output = String(decoding: data, as: UTF8.self)
        self.errors = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    }

    /// An executable `swift test` did not build.
    struct ToolMissing: Error, CustomStringConvertible {
        let path: String
        var description: String { "no executable at \(path): run the tests with `swift test --package-path Tools`" }
    }
}
