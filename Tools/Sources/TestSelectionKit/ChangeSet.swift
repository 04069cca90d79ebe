// What a range of commits changed in a package: its files, and whether its manifest reads differently.
import Foundation
import ToolSupport

/// The files a range of commits changed in a package, and the manifest at its end.
struct ChangeSet {
    /// The full hashes of the range's ends.
    let base: String
    let head: String
    /// The changed files, relative to the package's folder (a rename is its two paths).
    let files: [String]
    /// The manifest at `head`.
    let manifest: PackageDump
    /// Why every test runs (the manifest reads differently, or `Package.resolved` changed), or `nil`.
    let manifestChanged: String?
    /// The local packages in the repository the package depends on that the range changed.
    let packages: [LocalPackages.Change]
    /// The test targets that may run the package's executables: code in their dependency
    /// closure starts processes (``ProcessStarters``).
    let runners: Set<String>

    /// Reads the range `BASE..HEAD`, or `REV` alone for the commit's own change (`REV~1..REV`).
    ///
    /// - Parameters:
    ///   - range: The range as the user typed it.
    ///   - git: The package's repository.
    ///   - manifests: Where the manifests at the range's ends are read, by the hash of their text.
    /// - Throws: ``Tool/Failure/badInput(_:)`` when an end is not a commit, or a commit has no parent.
    init(range: String, git: Git, manifests: ManifestCache) throws {
        let ends = range.components(separatedBy: "..")
        guard ends.count <= 2, !ends.contains(where: \.isEmpty), !range.contains("...") else {
            throw Tool.Failure.badInput("'\(range)' is not a range: write BASE..HEAD, or one commit")
        }
        if ends.count == 2 {
            (base, head) = (try git.commit(ends[0]), try git.commit(ends[1]))
        } else {
            head = try git.commit(ends[0])
            guard let parent = try? git.commit("\(head)~1") else {
                throw Tool.Failure.badInput("'\(range)' has no parent commit to compare with: write BASE..HEAD")
            }
            base = parent
        }
        let own = try git.entries(["diff", "--name-only", "-z", "--no-renames", "--relative", base, head, "--", "."])
        files = own + (try Self.changedThroughLinks(base: base, head: head, git: git)).filter { !own.contains($0) }
        manifest = try manifests.manifest(at: head)
        manifestChanged = try Self.manifestChange(files: files, base: base, head: head, manifests: manifests)
        runners = try ProcessStarters(git: git).tests(of: manifest, at: head)
        packages = try LocalPackages(base: base, head: head, git: git, manifests: manifests).changed
    }

    /// The package's paths whose files changed outside the package: a link in the package
    /// (`Sources/Lib/Shared.swift -> ../../../shared/Shared.swift`) to a file, or a folder, the range
    /// changed elsewhere in the repository. The build reads through the link, so the change is the
    /// link's target's change.
    ///
    /// - Returns: Each such path, relative to the package's folder: the link, or the changed file
    ///   under a linked folder.
    static func changedThroughLinks(base: String, head: String, git: Git) throws -> [String] {
        let links = try git.links(".", at: head, recursive: true)
        guard !links.isEmpty else { return [] }
        let prefix = try git.prefix()
        // Every changed file of the repository, from its root, outside the package.
        let outside = try git.entries(["diff", "--name-only", "-z", "--no-renames", base, head, "--", ":/"])
            .filter { !$0.hasPrefix(prefix) }
        guard !outside.isEmpty else { return [] }
        var found: [String] = []
        for (path, target) in links where !target.hasPrefix("/") {
            let folder = (prefix + path).split(separator: "/").dropLast().joined(separator: "/")
            let destination = RelativePath.normalized((folder.isEmpty ? "" : folder + "/") + target)
            for file in outside {
                if file == destination {
                    found.append(path)
                } else if file.hasPrefix(destination + "/") {
                    found.append(path + "/" + file.dropFirst(destination.count + 1))
                }
            }
        }
        return found
    }

    /// The manifests the range changed whose dump reads the same (a comment, a blank line): they
    /// select nothing, and the report says so.
    var manifestsReadingTheSame: [String] {
        manifestChanged == nil ? files.filter(ManifestCache.isManifest) : []
    }

    /// Why every test runs: the manifest's dump differs, or `Package.resolved` changed.
    private static func manifestChange(
        files: [String], base: String, head: String, manifests: ManifestCache
    ) throws -> String? {
        if files.contains("Package.resolved") {
            return "Package.resolved changed (the dependencies' versions): every test runs"
        }
        guard files.contains(where: ManifestCache.isManifest) else { return nil }
        guard try manifests.canonicalDump(at: base) != manifests.canonicalDump(at: head) else { return nil }
        return "the manifest changed (what swift package dump-package reads): every test runs"
    }
}
