import Foundation
import ToolSupport

extension PackageDump {
    /// Runs `swift package dump-package` on a package and reads its output.
    ///
    /// A scratch path of its own keeps it off the lock a build holds on the package's `.build`.
    ///
    /// - Throws: ``Tool/Failure/finding(_:)`` when the manifest does not load;
    ///   ``Tool/Failure/badInput(_:)`` when its output cannot be read.
    static func dumping(_ package: URL) throws -> PackageDump {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (status, output) = try run([
            "swift", "package", "--package-path", package.path, "--scratch-path", scratch.path, "dump-package",
        ])
        guard status == 0, let start = output.firstIndex(of: "{") else {
            throw Tool.Failure.finding("the manifest of \(package.path) does not load:\n\(output.suffix(2000))")
        }
        return try decode(Data(output[start...].utf8))
    }
}
