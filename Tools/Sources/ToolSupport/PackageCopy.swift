// A copy of a package's files in a folder of the tool's, whatever the package's modes.
public import Foundation

/// Copies a package's entries into a folder the tool made, and makes the copy writable by the
/// tool: a package it may only read (another user's, a read-only checkout) is copied whole and
/// then edited and built there. The package itself is only read.
public enum PackageCopy {
    /// Copies the entries of `package` into `folder`, made if needed, but its build outputs and
    /// history (``isLeftOut(_:in:)``); links as links, except those the copy would leave pointing
    /// at nothing; then gives the owner write access to everything in `folder`.
    ///
    /// The copy is what `swift build` sees in the package: a link whose destination, seen from the
    /// package, lies outside every folder the caller copies (a file shared with another
    /// repository: `Sources/Lib/Shared.swift -> ../../../shared/Shared.swift`) points at that
    /// destination by its absolute path in the copy, so the build still reads it. A link within
    /// them (the package, and the local packages copied beside it) stays relative.
    ///
    /// - Parameters:
    ///   - package: The folder to copy.
    ///   - folder: Its copy.
    ///   - copied: The folders the caller copies, each to where it is beside `package`; `package`
    ///     alone by default.
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming the file of the package that cannot be read;
    ///   ``Tool/Failure/finding(_:)`` when the copy cannot be written.
    public static func copy(_ package: URL, to folder: URL, alongside copied: [URL] = []) throws {
        let entries: [String]
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            entries = try FileManager.default.contentsOfDirectory(atPath: package.path)
        } catch {
            throw Tool.Failure.badInput("cannot read \(package.path): \(Tool.reason(of: error))")
        }
        let names = entries.filter { !isLeftOut($0, in: package) }.sorted()
        guard !names.isEmpty else { return }
        // cp creates a read-only folder's copy writable while it fills it, as FileManager does not.
        let outcome = try Subprocess.run(
            ["cp", "-R", "--"] + names.map { package.appendingPathComponent($0).path } + [folder.path],
            separateErrors: true)
        guard outcome.status == 0 else {
            let first = outcome.errors.split(separator: "\n").first.map(String.init) ?? "cp failed"
            let reason = first.hasPrefix("cp: ") ? String(first.dropFirst(4)) : first
            throw Tool.Failure.badInput(
                "cannot copy \(package.path) to build it apart: "
                    + reason.replacingOccurrences(of: folder.path, with: "the copy"))
        }
        let writable = try Subprocess.run(["chmod", "-R", "u+w", "--", folder.path], separateErrors: true)
        guard writable.status == 0 else {
            throw Tool.Failure.finding("cannot make the copy of \(package.path) writable: \(writable.errors)")
        }
        try pointOutward(package, copy: folder, within: ([package] + copied).map { $0.resolvingSymlinksInPath() })
    }

    /// What a copy leaves out: SwiftPM's build folders (`.build…`), git's and SwiftPM's own
    /// (`.git`, `.swiftpm`), and Bazel's links to its output (`bazel-…`, links only: a folder of
    /// that name may be a target's).
    public static func isLeftOut(_ entry: String, in package: URL) -> Bool {
        entry.hasPrefix(".build") || [".git", ".swiftpm"].contains(entry)
            || (entry.hasPrefix("bazel-")
                && (try? FileManager.default.destinationOfSymbolicLink(
                    atPath: package.appendingPathComponent(entry).path)) != nil)
    }

    /// Points each link of the copy whose destination, seen from the package, lies outside
    /// every folder of `copied` at that destination by its absolute path.
    private static func pointOutward(_ package: URL, copy: URL, within copied: [URL]) throws {
        guard let walk = FileManager.default.enumerator(atPath: copy.path) else { return }
        while let path = walk.nextObject() as? String {
            guard walk.fileAttributes?[.type] as? FileAttributeType == .typeSymbolicLink,
                let destination = try? FileManager.default.destinationOfSymbolicLink(
                    atPath: copy.appendingPathComponent(path).path),
                !destination.hasPrefix("/")
            else { continue }
            let original = package.appendingPathComponent(path).resolvingSymlinksInPath()
            guard !copied.contains(where: { original.path == $0.path || original.path.hasPrefix($0.path + "/") })
            else { continue }
            let link = copy.appendingPathComponent(path)
            try Tool.writing(link.path) {
                try FileManager.default.removeItem(at: link)
                try FileManager.default.createSymbolicLink(at: link, withDestinationURL: original)
            }
        }
    }
}
