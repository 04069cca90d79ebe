public import Foundation
public import ToolSupport

/// Every file a package needs to build with Bazel: its BUILD.bazel and the rule set.
public struct BazelFiles {
    /// Each file's path in the package and its text.
    public let files: [(path: String, text: String)]
    /// The targets left to SwiftPM (tests, plugins), each with its kind.
    public let skipped: [String]

    /// The files for a package, from its manifest and its folder.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming every target the rules cannot build as
    ///   SwiftPM does (``BazelLimits``).
    public init(package: PackageDump, root: URL) throws {
        let buildFile = try BuildFile(package: package, root: root)
        files = [("BUILD.bazel", buildFile.text)] + RuleSet.files
        skipped = buildFile.skipped
    }

    /// Writes every file into the package, refusing first when one exists that the tool did not write.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming every file of the package's own that
    ///   writing would replace (nothing is written then); ``Tool/Failure/finding(_:)`` naming a
    ///   file that cannot be written.
    ///
    /// - Parameter replacingAny: Write over any file, the package's own too: for a copy the tool made.
    public func write(to root: URL, replacingAny: Bool = false) throws {
        let owned = replacingAny ? [] : files.map(\.path).filter { Self.isUsers(root.appendingPathComponent($0)) }
        guard owned.isEmpty else {
            throw Tool.Failure.badInput(
                "\(owned.joined(separator: ", ")) in \(root.path) \(owned.count == 1 ? "is" : "are") not "
                    + "bazel-build-files' own: move \(owned.count == 1 ? "it" : "them") aside, or merge by hand")
        }
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try Tool.writing(file.path) {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: file, atomically: true, encoding: .utf8)
            }
        }
    }

    /// The word every written file names in its first lines, by which the tool knows its own.
    static let marker = "bazel-build-files"

    /// Whether a file exists that the tool did not write: its first three lines do not name it.
    static func isUsers(_ file: URL) -> Bool {
        guard FileManager.default.fileExists(atPath: file.path) else { return false }
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return true }
        return !text.split(separator: "\n", maxSplits: 3).prefix(3).contains { $0.contains(marker) }
    }

    /// The files that are missing from the package or differ from what the manifest gives.
    public func outdated(in root: URL) -> [String] {
        files.filter { path, text in
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) != text
        }.map(\.path)
    }
}
