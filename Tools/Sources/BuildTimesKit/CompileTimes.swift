import Foundation
import ToolSupport

/// The compiler's own account of a build: the processor seconds each module's compile jobs took.
///
/// A build run with `-Xswiftc -stats-output-dir -Xswiftc DIR` leaves one JSON file per frontend
/// job in DIR, with the job's timers as `"time.swift-frontend.<Module>-<input>-….user"` and
/// `.sys`. Processor time (user plus system) is what a job costs whatever else runs beside it;
/// wall time on a busy machine would charge a module for its neighbours.
enum CompileTimes {
    /// Processor seconds per module, summed over its jobs (compiles and the module's emission).
    ///
    /// - Parameters:
    ///   - directory: The statistics folder of one build.
    ///   - modules: The modules to count; the manifest's and plugins' jobs are left out.
    /// - Throws: ``Tool/Failure/finding(_:)`` when the folder holds no statistics for any module.
    static func read(from directory: URL, modules: Set<String>) throws -> [String: Double] {
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        var seconds: [String: Double] = [:]
        for file in files where file.pathExtension == "json" {
            guard let data = try? Data(contentsOf: file),
                let timers = try? JSONDecoder().decode([String: Double].self, from: data)
            else { continue }
            for (key, value) in timers where key.hasPrefix(prefix) && (key.hasSuffix(".user") || key.hasSuffix(".sys"))
            {
                let job = key.dropFirst(prefix.count)
                guard let module = job.split(separator: "-").first.map(String.init), modules.contains(module) else {
                    continue
                }
                seconds[module, default: 0] += value
            }
        }
        guard !seconds.isEmpty else {
            throw Tool.Failure.finding(
                "the build left no compiler statistics in \(directory.path): the toolchain did not honour "
                    + "-stats-output-dir")
        }
        return seconds
    }

    private static let prefix = "time.swift-frontend."
}
