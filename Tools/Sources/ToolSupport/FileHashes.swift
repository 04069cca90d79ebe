// The SHA-256 of many files at once, by the system's sha256sum.
import Foundation

/// The SHA-256 of files, asked of `sha256sum` a few hundred files a call (coreutils: on every
/// machine the tools run on; Foundation on Linux has no hash).
public enum FileHashes {
    /// Each file's SHA-256, by its path as given.
    ///
    /// - Throws: When `sha256sum` cannot run.
    public static func sha256(of paths: [String]) throws -> [String: String] {
        var hashes: [String: String] = [:]
        for start in stride(from: 0, to: paths.count, by: 500) {
            let outcome = try Subprocess.run(
                ["sha256sum", "--"] + paths[start..<min(start + 500, paths.count)], separateErrors: true)
            for line in outcome.output.split(separator: "\n") {
                let parts = line.split(separator: " ", maxSplits: 1)
                guard parts.count == 2 else { continue }
                hashes[String(parts[1].drop { $0 == " " || $0 == "*" })] = String(parts[0])
            }
        }
        return hashes
    }
}
