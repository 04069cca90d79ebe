import Foundation
import ToolSupport

/// The control that moves lines: a comment added above the first line of a module's first
/// source file (by path, the probe aside), so every line below it moves down one.
///
/// A comment in the probe moves no existing line, so it cannot catch what depends on line
/// numbers: a `precondition` in an `@_transparent` function compiles its line into every caller,
/// in other modules too, and an incremental build that skips those callers leaves them with the
/// old line (docs/stale-transparent). The oracle compares this edit's build with a build from
/// nothing like any other.
enum LineShift {
    /// The line it adds.
    static let marker = "// Added by Scripts/measure-build-times: every line below moves down one."

    /// The file it edits in `folder`: the first Swift file by path, the probe aside; `nil` when
    /// the module has no other.
    static func file(in folder: URL) -> URL? {
        let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return files.filter { $0.hasSuffix(".swift") && ($0 as NSString).lastPathComponent != Probe.fileName }
            .sorted().first.map { folder.appendingPathComponent($0) }
    }

    /// Adds the line to the file.
    ///
    /// - Throws: ``Tool/Failure/finding(_:)`` when the module has no source file but the probe.
    static func apply(in folder: URL, after lastBuild: Date?) throws {
        guard let file = file(in: folder) else {
            throw Tool.Failure.finding("\(folder.lastPathComponent) has no source file of its own to move lines in")
        }
        let text = try String(contentsOf: file, encoding: .utf8)
        guard !text.hasPrefix(marker) else { return }
        try Sandbox.write(marker + "\n" + text, to: file, after: lastBuild)
    }

    /// Takes the line out again.
    static func revert(in folder: URL, after lastBuild: Date?) throws {
        guard let file = file(in: folder) else { return }
        let text = try String(contentsOf: file, encoding: .utf8)
        guard text.hasPrefix(marker + "\n") else { return }
        try Sandbox.write(String(text.dropFirst(marker.count + 1)), to: file, after: lastBuild)
    }
}
