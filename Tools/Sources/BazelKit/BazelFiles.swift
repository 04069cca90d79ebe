public import Foundation
public import ToolSupport

/// Every file a package needs to build with Bazel: its BUILD.bazel and the rule set.
public struct BazelFiles {
    /// Each file's path in the package and its text.
    public let files: [(path: String, text: String)]

    /// The files for a package, from its manifest and its folder.
    public init(package: PackageDump, root: URL) {
        files = [("BUILD.bazel", BuildFile(package: package, root: root).text)] + RuleSet.files
    }

    /// Writes every file into the package.
    ///
    /// - Throws: ``Tool/Failure/finding(_:)`` naming a file that cannot be written.
    public func write(to root: URL) throws {
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try Tool.writing(file.path) {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: file, atomically: true, encoding: .utf8)
            }
        }
    }

    /// The files that are missing from the package or differ from what the manifest gives.
    public func outdated(in root: URL) -> [String] {
        files.filter { path, text in
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) != text
        }.map(\.path)
    }
}
