import Foundation
import ToolSupport

extension Sandbox {
    /// The tree a build reads, file by file: every file under the copied folder (the package's, or
    /// the one that holds it and its local packages) by its path there and the SHA-256 of its
    /// contents, and every link by its destination; what a copy leaves out
    /// (``PackageCopy/isLeftOut(_:in:)``: build folders, Bazel's links to its output) is left out
    /// here too, at any depth.
    ///
    /// Two trees with the same sources build from nothing to the same products where builds are
    /// deterministic (``Oracle``); anything a build writes into the tree only makes two trees
    /// differ, never the same.
    ///
    /// - Returns: `nil` when a file could not be read: no tree is then known to be the same.
    func sources() throws -> [String: String]? {
        let top = mirrored?.copy ?? root
        var files: [String] = []
        var sources: [String: String] = [:]
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? top : top.appendingPathComponent(relative)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for entry in entries where !PackageCopy.isLeftOut(entry, in: folder) {
                let path = relative.isEmpty ? entry : relative + "/" + entry
                let url = top.appendingPathComponent(path)
                if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
                    sources[path] = "-> " + destination
                    continue
                }
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue { pending.append(path) } else { files.append(path) }
            }
        }
        let hashes = try FileHashes.sha256(of: files.map { top.appendingPathComponent($0).path })
        for file in files {
            guard let hash = hashes[top.appendingPathComponent(file).path] else { return nil }
            sources[file] = hash
        }
        return sources
    }
}
