import Foundation

/// A `swift` put in front of the toolchain's on a tool's PATH, to see or change what the tool's
/// builds do: a script in a folder of its own, which ends by running the real one.
struct SwiftShim {
    let folder: URL

    /// Writes the script `script(real, folder)` as `swift` in a new folder, `real` being the
    /// toolchain's `swift` and `folder` the shim's, for files it keeps.
    ///
    /// - Throws: When this process's PATH has no `swift`, or the folder cannot be written.
    init(_ script: (_ real: String, _ folder: URL) -> String) throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard
            let real = path.split(separator: ":").map({ "\($0)/swift" }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { throw NoSwift() }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-shim-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shim = folder.appendingPathComponent("swift")
        try script(real, folder).write(to: shim, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: shim.path)
    }

    /// The PATH that finds the shim first.
    var path: String { folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "") }

    /// Removes the folder.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    struct NoSwift: Error, CustomStringConvertible {
        var description: String { "no swift on this process's PATH" }
    }
}
