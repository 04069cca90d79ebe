// The package's manifest at any commit, loaded once per distinct text.
import Foundation
import ToolSupport

/// Loads the manifest as it was at a commit, once for each distinct text of its files and
/// layout of its conventional folders: a replay of a long history loads a few dozen manifests,
/// not one per commit.
final class ManifestCache {
    private let git: Git
    private let scratch: URL
    private var dumps: [String: (manifest: PackageDump, canonical: String)] = [:]

    /// - Parameters:
    ///   - git: The package's repository.
    ///   - scratch: A folder the manifests are written into to be loaded.
    init(git: Git, scratch: URL) {
        self.git = git
        self.scratch = scratch
    }

    /// Whether a file of the package is part of its manifest: `Package.swift`, or a
    /// version-specific `Package@swift-6.0.swift`.
    static func isManifest(_ file: String) -> Bool {
        file == "Package.swift" || (file.hasPrefix("Package@swift-") && file.hasSuffix(".swift") && !file.contains("/"))
    }

    /// The manifest at `commit`.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when it does not load.
    func manifest(at commit: String) throws -> PackageDump {
        try load(commit).manifest
    }

    /// What `swift package dump-package` prints at `commit`, keys sorted, without the folder it ran in.
    func canonicalDump(at commit: String) throws -> String {
        try load(commit).canonical
    }

    private func load(_ commit: String) throws -> (manifest: PackageDump, canonical: String) {
        let files = try git.run(["ls-tree", "--name-only", commit, "--", "./"]).split(separator: "\n")
            .map { String($0.split(separator: "/").last ?? $0) }.filter(Self.isManifest)
        guard !files.isEmpty else { throw Tool.Failure.badInput("no Package.swift at \(commit.prefix(7))") }
        let texts = try files.map { try git.run(["show", "\(commit):./\($0)"]) }
        // The folders SwiftPM's conventions look in: where a target without a path lives.
        let folders = try git.run(
            [
                "ls-tree", "-r", "-d", "--name-only", commit, "--", "Sources", "Source", "src", "srcs", "Tests",
                "Plugins",
            ])
        let existing = Set(folders.split(separator: "\n").map(String.init))
        let key = zip(files, texts).map { "\($0)\n\($1)" }.joined(separator: "\u{0}") + "\u{0}" + folders
        if let known = dumps[key] { return known }
        let folder = scratch.appendingPathComponent("manifest-\(dumps.count)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (file, text) in zip(files, texts) {
            try Data(text.utf8).write(to: folder.appendingPathComponent(file))
        }
        let output: Data
        do {
            output = try PackageDump.dumpOutput(folder)
        } catch let failure as Tool.Failure {
            let reason = failure.description.components(separatedBy: "does not load: ").last ?? failure.description
            throw Tool.Failure.badInput(
                "the manifest at \(commit.prefix(7)) does not load: "
                    + reason.replacingOccurrences(of: folder.path + "/", with: ""))
        }
        var json = try JSONSerialization.jsonObject(with: output) as? [String: Any] ?? [:]
        json["packageKind"] = nil
        let canonical = String(
            decoding: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]), as: UTF8.self)
        let loaded = (try PackageDump.decode(output).resolvingConventionalPaths(existing.contains), canonical)
        dumps[key] = loaded
        return loaded
    }
}
