// A scratch folder that goes away however the tool ends.
public import Foundation
import Synchronization

/// A folder under the temporary directory for a tool's copies and builds, removed when the tool
/// ends: by ``remove()``, or by ``Tool/run(named:usage:_:)`` on any exit, a signal's included.
public struct ScratchFolder: Sendable {
    /// The folder.
    public let url: URL

    /// Makes a new folder named `prefix.XXXXXXXX` in the temporary directory.
    ///
    /// - Throws: When it cannot be made.
    public init(_ prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(prefix).\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        ScratchFolder.live.withLock { _ = $0.insert(url.path) }
    }

    /// Removes the folder now.
    public func remove() {
        ScratchFolder.live.withLock { _ = $0.remove(url.path) }
        ScratchFolder.removeItem(atPath: url.path)
    }

    /// Removes a folder, write-protected contents included (Bazel's output base is read-only).
    public static func removeItem(atPath path: String) {
        guard (try? FileManager.default.removeItem(atPath: path)) == nil,
            FileManager.default.fileExists(atPath: path)
        else { return }
        _ = try? Subprocess.run(["chmod", "-R", "u+w", path])
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The folders not removed yet.
    private static let live = Mutex<Set<String>>([])

    /// The paths of the folders not removed yet.
    static var paths: Set<String> { live.withLock { $0 } }

    /// Removes every folder not removed yet.
    static func removeAll() {
        let paths = live.withLock { paths in
            defer { paths.removeAll() }
            return paths
        }
        for path in paths { removeItem(atPath: path) }
    }
}
