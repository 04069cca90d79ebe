// A copy of the package at one commit, kept between commits so its builds stay incremental.
import Foundation
import ToolSupport

/// The repository's files at a commit in a folder of their own, which the next commit
/// overwrites file by file: only what differs is written, so a build there recompiles only what
/// changed. The whole repository, so a package in a subfolder keeps the packages beside it that it
/// depends on by path.
struct WorkingCopy {
    /// The package's folder in the copy.
    let tree: URL
    /// The repository's copy, which holds `tree`.
    private let repository: URL
    private let git: Git
    private let staging: URL

    /// - Parameters:
    ///   - folder: Where the copy and its build live, kept for the next run.
    ///   - git: The package's repository.
    init(in folder: URL, git: Git) throws {
        repository = folder.appendingPathComponent("tree")
        tree = repository.appendingPathComponent(try git.packagePathInRepository())
        staging = folder.appendingPathComponent("staging")
        self.git = git
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
    }

    /// Makes the copy the repository as it was at `commit`.
    ///
    /// - Throws: ``Tool/Failure/finding(_:)`` when git cannot write it.
    func checkOut(_ commit: String) throws {
        ScratchFolder.removeItem(atPath: staging.path)
        try git.extract(commit, into: staging)
        defer { ScratchFolder.removeItem(atPath: staging.path) }
        let wanted = Set(try Self.files(under: staging))
        for file in wanted {
            let source = staging.appendingPathComponent(file)
            let target = repository.appendingPathComponent(file)
            guard FileManager.default.contents(atPath: source.path) != FileManager.default.contents(atPath: target.path)
            else { continue }
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: source, to: target)
        }
        for file in try Self.files(under: repository) where !wanted.contains(file) {
            try FileManager.default.removeItem(at: repository.appendingPathComponent(file))
        }
    }

    /// Rewrites a file of the copy.
    func write(_ text: String, to file: String) throws {
        try Data(text.utf8).write(to: tree.appendingPathComponent(file))
    }

    /// A file of the copy, or `nil` when it has none or it is not UTF-8 text.
    func read(_ file: String) -> String? {
        FileManager.default.contents(atPath: tree.appendingPathComponent(file).path).flatMap {
            String(data: $0, encoding: .utf8)
        }
    }

    /// The regular files under a folder, relative to it.
    private static func files(under folder: URL) throws -> [String] {
        guard
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }.map { String($0.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)) }
    }
}
