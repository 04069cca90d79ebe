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
        var dump = try decode(try dumpOutput(package)).resolvingConventionalPaths { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: package.appendingPathComponent(path).path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        let described = try describedSources(package)
        for index in dump.targets.indices {
            dump.targets[index].sourceFiles = described[dump.targets[index].name]
        }
        return dump
    }

    /// What `swift package describe` says of each target: the files SwiftPM compiles in it,
    /// relative to the package's folder. Not a walk of the target's folder: a documentation
    /// catalog's tutorial code, an `exclude:`d file or a resource is no source.
    ///
    /// It reads the root package alone: nothing is resolved, fetched or written.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when SwiftPM cannot describe the package.
    static func describedSources(_ package: URL) throws -> [String: [String]] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outcome = try Subprocess.run(
            [
                "swift", "package", "--package-path", package.path, "--scratch-path", scratch.path, "describe",
                "--type", "json",
            ],
            separateErrors: true)
        struct Description: Decodable {
            struct Target: Decodable {
                let name: String
                let path: String
                let sources: [String]?
            }
            let targets: [Target]
        }
        guard outcome.status == 0,
            let description = try? JSONDecoder().decode(Description.self, from: Data(outcome.output.utf8))
        else {
            let reason = BuildLog.firstError(in: outcome.errors + outcome.output) ?? "swift package describe failed"
            throw Tool.Failure.badInput("SwiftPM cannot describe \(package.path): \(reason)")
        }
        return Dictionary(
            description.targets.map { target in
                (target.name, (target.sources ?? []).map { target.path.isEmpty ? $0 : target.path + "/" + $0 })
            }, uniquingKeysWith: { first, _ in first })
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
