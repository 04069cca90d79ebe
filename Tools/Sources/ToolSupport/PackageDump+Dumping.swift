public import Foundation

extension PackageDump {
    /// Runs `swift package dump-package` on a package and reads its output, each target's
    /// conventional folder found in the package.
    ///
    /// A scratch path of its own keeps it off the lock a build holds on the package's `.build`.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the manifest does not load (naming its first
    ///   error) or its output cannot be read.
    public static func dumping(_ package: URL) throws -> PackageDump {
        try decode(try dumpOutput(package)).resolvingConventionalPaths { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: package.appendingPathComponent(path).path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// The JSON `swift package dump-package` prints for a package.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the manifest does not load, naming its first error.
    public static func dumpOutput(_ package: URL) throws -> Data {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outcome = try Subprocess.run(
            ["swift", "package", "--package-path", package.path, "--scratch-path", scratch.path, "dump-package"],
            separateErrors: true)
        guard outcome.status == 0 else {
            let reason = BuildLog.firstError(in: outcome.errors + outcome.output) ?? "swift package dump-package failed"
            throw Tool.Failure.badInput("the manifest of \(package.path) does not load: \(reason)")
        }
        return Data(outcome.output.utf8)
    }
}
