// A copy of a package's files in a folder of the tool's, whatever the package's modes.
public import Foundation

/// Copies a package's entries into a folder the tool made, and makes the copy writable by the
/// tool: a package it may only read (another user's, a read-only checkout) is copied whole and
/// then edited and built there. The package itself is only read.
public enum PackageCopy {
    /// Copies the entries of `package` that `isLeftOut` does not name into `folder`, made if
    /// needed, links as links; then gives the owner write access to everything in `folder`.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming the file of the package that cannot be read;
    ///   ``Tool/Failure/finding(_:)`` when the copy cannot be written.
    public static func copy(_ package: URL, to folder: URL, leavingOut isLeftOut: (String) -> Bool) throws {
        let entries: [String]
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            entries = try FileManager.default.contentsOfDirectory(atPath: package.path)
        } catch {
            throw Tool.Failure.badInput("cannot read \(package.path): \(Tool.reason(of: error))")
        }
        let copied = entries.filter { !isLeftOut($0) }.sorted()
        guard !copied.isEmpty else { return }
        // cp creates a read-only folder's copy writable while it fills it, as FileManager does not.
        let outcome = try Subprocess.run(
            ["cp", "-R", "--"] + copied.map { package.appendingPathComponent($0).path } + [folder.path],
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
    }
}
