public import ArchitectureCheckKit
public import Foundation
public import ToolSupport

/// Every file a package needs to build with Bazel: a BUILD.bazel in each target's folder, the
/// package's flags and the rule set.
public struct BazelFiles {
    /// Each file's path in the package and its text.
    public let files: [(path: String, text: String)]
    /// The targets left to SwiftPM (tests, plugins), each with its kind.
    public let skipped: [String]
    /// The targets whose manifest entry does not exclude their BUILD.bazel, of which SwiftPM warns.
    public let unexcluded: [String]
    /// The first line of every file the tool writes for this package, by which it knows its own.
    let ownLine: String
    /// The labels of what `swift build` builds, the libraries and executables (tests are
    /// `bazel test`'s): a build measured beside SwiftPM's builds these.
    public let buildLabels: [String]
    /// How each Swift library builds: with library evolution or not, and its private dependencies.
    public let evolution: LibraryEvolution

    /// The files for a package, from its manifest and its folder.
    ///
    /// - Parameters:
    ///   - compositionRoots: In a package laid out as Horizon is, its composition roots, by which
    ///     the architecture's rules give each target its `visibility`.
    ///   - evolution: Where each library's ``LibraryEvolution`` comes from: compiling it (the
    ///     default), none with it, or the record in the package's `bazel/package.bzl`.
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming every target the rules cannot build as
    ///   SwiftPM does (``BazelLimits``), or a root that is not a target under App/.
    public init(
        package: PackageDump, root: URL, compositionRoots: [String] = PermittedDependents.defaultRoots,
        evolution: LibraryEvolution.Source = .trial
    ) throws {
        let permitted = try PermittedDependents(package: package, root: root, compositionRoots: compositionRoots)
        let buildFiles = try BuildFiles(package: package, root: root, permitted: permitted, evolution: evolution)
        self.evolution = buildFiles.evolution
        let own = Self.ownLine(package: package.name)
        ownLine = own
        files = (buildFiles.files + RuleSet.files).map { ($0.path, own + "\n" + $0.text) }
        skipped = buildFiles.skipped
        buildLabels = buildFiles.buildLabels
        unexcluded = BuildFiles.unexcluded(in: package)
    }

    /// The files in a few words: the BUILD files' count, then every other file's path.
    public var summary: String {
        let buildFiles = files.filter { $0.path.hasSuffix("BUILD.bazel") && $0.path != "bazel/BUILD.bazel" }
        return
            (["\(buildFiles.count) BUILD.bazel"]
            + files.map(\.path).filter { !$0.hasSuffix("/BUILD.bazel") && $0 != "BUILD.bazel" }).joined(separator: ", ")
    }

    /// Writes every file into the package, refusing first when one exists that the tool did not write.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming every file of the package's own that
    ///   writing would replace (nothing is written then); ``Tool/Failure/finding(_:)`` naming a
    ///   file that cannot be written.
    ///
    /// - Parameter replacingAny: Write over any file, the package's own too: for a copy the tool made.
    public func write(to root: URL, replacingAny: Bool = false) throws {
        if !replacingAny { try checkRoom(in: root) }
        for path in orphans(in: root) { try Tool.writing(path) { try FileManager.default.removeItem(atPath: path) } }
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try Tool.writing(file.path) {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            try Tool.replaceContents(of: file, with: Data(text.utf8))
        }
    }

    /// Refuses, before anything is written, when writing would replace a file of the package's
    /// own or hide one from Bazel: a `BUILD` beside which Bazel would read the written
    /// `BUILD.bazel` instead, or a `WORKSPACE.bazel` or `MODULE.bazel` beside the written `WORKSPACE`.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming every such file of the package's.
    func checkRoom(in root: URL) throws {
        let paths = files.map(\.path)
        let replaced = paths.filter { isUsers(root.appendingPathComponent($0)) }
        guard replaced.isEmpty else {
            throw Tool.Failure.badInput(
                "\(replaced.joined(separator: ", ")) in \(root.path) \(replaced.count == 1 ? "is" : "are") not "
                    + "bazel-build-files' own: move \(replaced.count == 1 ? "it" : "them") aside, or merge by hand")
        }
        let hidden = paths.flatMap { path in
            Self.hiddenBy(path).filter { isUsers(root.appendingPathComponent($0)) }
        }
        guard hidden.isEmpty else {
            throw Tool.Failure.badInput(
                "\(hidden.joined(separator: ", ")) in \(root.path) \(hidden.count == 1 ? "is" : "are") the package's "
                    + "own, and the files bazel-build-files writes beside \(hidden.count == 1 ? "it" : "them") would "
                    + "hide \(hidden.count == 1 ? "it" : "them") from Bazel: move \(hidden.count == 1 ? "it" : "them") "
                    + "aside, or merge by hand")
        }
    }

    /// The files that Bazel stops reading once `path` is written beside them: a folder's `BUILD`
    /// under its `BUILD.bazel`, and the workspace's other markers under `WORKSPACE`.
    static func hiddenBy(_ path: String) -> [String] {
        let folder = (path as NSString).deletingLastPathComponent
        let sibling = { (name: String) in folder.isEmpty ? name : folder + "/" + name }
        switch (path as NSString).lastPathComponent {
        case "BUILD.bazel": return [sibling("BUILD")]
        case "WORKSPACE": return [sibling("WORKSPACE.bazel"), sibling("MODULE.bazel")]
        default: return []
        }
    }

    /// The first line of every file the tool writes for a package: its name, and the package's.
    ///
    /// A file is the tool's when its first line is exactly this, so a file that only mentions the
    /// tool, or one it wrote for another package (a package nested in this one), is not.
    static func ownLine(package name: String) -> String {
        "# Written by bazel-build-files for the package \(name.debugDescription) from its Package.swift: do not edit."
    }

    /// The exact first lines of the files earlier versions of the tool wrote, which named no package.
    ///
    /// They count as the tool's only outside other packages' folders (``orphans(in:)`` never
    /// enters those), so an upgrade rewrites its own files rather than refuse them.
    static let earlierOwnLines: Set<String> = [
        "# Generated from Package.swift by bazel-build-files (Tools/Sources/BazelKit): do not edit.",
        "# Generated from Package.swift by bazel-build-files: do not edit.",
        "# Generated from select-tests.json by bazel-build-files (Tools/Sources/BazelKit): do not edit.",
        "# Written by bazel-build-files (Tools/Sources/BazelKit): do not edit.",
        "# Written by bazel-build-files (Tools/Sources/BazelKit): the folders Bazel does not read.",
        "# Written by bazel-build-files: the Swift rules are in swift.bzl.",
        "# Horizon's Swift rules for Bazel: swift_library, swift_binary and swift_test over the toolchain's swiftc.",
    ]

    /// Whether a file exists that the tool did not write for this package: its first line is not
    /// exactly one the tool writes (``ownLine``, or one of ``earlierOwnLines``).
    func isUsers(_ file: URL) -> Bool {
        guard FileManager.default.fileExists(atPath: file.path) else { return false }
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return true }
        let first = String(text.prefix { $0 != "\n" })
        return first != ownLine && !Self.earlierOwnLines.contains(first)
    }

    /// Whether a folder is the root of another package or Bazel workspace, whose files are its own.
    static func isAnotherRoot(_ folder: URL) -> Bool {
        ["Package.swift", "WORKSPACE", "WORKSPACE.bazel", "MODULE.bazel"].contains {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
        }
    }

    /// The files that are missing from the package or differ from what the manifest gives, and
    /// those the tool wrote that it no longer would (a target removed or moved).
    public func outdated(in root: URL) -> [String] {
        files.filter { path, text in
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) != text
        }.map(\.path) + orphans(in: root).map { String($0.dropFirst(root.path.count + 1)) }
    }

    /// The BUILD files in the package the tool wrote and would not write now, as paths: a
    /// folder's whose target left the manifest, or the one BUILD.bazel at the root older
    /// versions wrote. The package's own BUILD files, Bazel's and SwiftPM's folders, and the
    /// folders of other packages and Bazel workspaces inside this one are left alone.
    func orphans(in root: URL) -> [String] {
        let written = Set(files.map(\.path))
        guard let walk = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var found: [String] = []
        while let path = walk.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            let isFolder = walk.fileAttributes?[.type] as? FileAttributeType == .typeDirectory
            if name.hasPrefix(".") || name.hasPrefix("bazel-")
                || (isFolder && Self.isAnotherRoot(root.appendingPathComponent(path)))
            {
                walk.skipDescendants()
            } else if ["BUILD.bazel", "BUILD"].contains(name), !written.contains(path),
                !isUsers(root.appendingPathComponent(path))
            {
                found.append(root.appendingPathComponent(path).path)
            }
        }
        return found.sorted()
    }
}
