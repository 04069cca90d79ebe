// The package's manifest at any commit, loaded once per distinct text.
import Foundation
import ToolSupport

/// Loads the manifest as it was at a commit, once for each distinct text of its files and
/// layout of its conventional folders: a replay of a long history loads a few dozen manifests,
/// not one per commit.
final class ManifestCache {
    private let git: Git
    private let scratch: URL
    private var dumps: [String: Loaded] = [:]

    /// A manifest loaded: as read, as printed (keys sorted, without the folder it ran in), and
    /// the local packages it depends on, each by its identity and its folder relative to the manifest's.
    private struct Loaded {
        let manifest: PackageDump
        let canonical: String
        let localPackages: [(identity: String, path: String)]
    }

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

    /// The manifest at `commit`: the package's, or another's in the repository at `folder`
    /// (relative to the package's, such as `../Core`).
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when it does not load.
    func manifest(at commit: String, in folder: String = ".") throws -> PackageDump {
        try load(commit, in: folder).manifest
    }

    /// The local packages (`.package(path:)`) the manifest at `commit` in `folder` depends on:
    /// each one's identity, and its folder relative to `folder`.
    func localPackages(at commit: String, in folder: String = ".") throws -> [(identity: String, path: String)] {
        try load(commit, in: folder).localPackages
    }

    /// What `swift package dump-package` prints at `commit`, keys sorted, without the folder it ran in.
    func canonicalDump(at commit: String) throws -> String {
        try load(commit).canonical
    }

    private func load(_ commit: String, in package: String = ".") throws -> Loaded {
        let prefix = package == "." ? "" : package + "/"
        let files = try git.entries(["ls-tree", "-z", "--name-only", commit, "--", "./\(prefix)"])
            .map { String($0.split(separator: "/").last ?? Substring($0)) }.filter(Self.isManifest)
        guard !files.isEmpty else {
            throw Tool.Failure.badInput(
                "no Package.swift \(prefix.isEmpty ? "" : "in \(package) ")at \(commit.prefix(7))")
        }
        let texts = try files.map { try git.run(["show", "\(commit):./\(prefix)\($0)"]) }
        // The folders SwiftPM's conventions look in: where a target without a path lives.
        let folderList = try git.entries(
            ["ls-tree", "-z", "-r", "-d", "--name-only", commit, "--"]
                + ["Sources", "Source", "src", "srcs", "Tests", "Plugins"].map { prefix + $0 })
        let folders = folderList.joined(separator: "\u{0}")
        let existing = Set(folderList.map { String($0.dropFirst(prefix.count)) })
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
        // The folder it was loaded in is the tool's: the same manifest reads the same anywhere.
        let canonical = String(
            decoding: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]), as: UTF8.self
        ).replacingOccurrences(of: folder.path, with: ".")
        let manifest = try PackageDump.decode(output).resolvingConventionalPaths(existing.contains)
        let local = manifest.dependencies.compactMap { dependency in
            dependency.localPath.map { (dependency.identity ?? "", RelativePath.from(folder.path, to: $0)) }
        }
        let loaded = Loaded(manifest: manifest, canonical: canonical, localPackages: local)
        dumps[key] = loaded
        return loaded
    }
}
