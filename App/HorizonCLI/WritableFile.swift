import Foundation

/// Writes a file the user named (`--save-state`, the repl's `save`, `--html`) without losing
/// data silently: never over a file horizon did not write (only over one of the same kind it
/// wrote before), never through a symbolic link (the link would be replaced by a file), over a
/// read-only file or onto a folder, and atomically (a new file renamed over the old one).
enum WritableFile {
    /// What horizon writes, by which it knows a file of its own that it may replace.
    struct Kind: Sendable {
        /// What the file is, for the refusal: "a flow page horizon wrote".
        let name: String
        /// Whether an existing file's contents are of this kind.
        let isOwn: @Sendable (Data) -> Bool
    }

    /// Checks, before any work, that `path` can be written without replacing a file that is not
    /// horizon's, a link, a read-only file or a folder, and that its folder exists.
    ///
    /// - Parameters:
    ///   - path: The file the user named.
    ///   - kind: What horizon writes there: an existing file must be of that kind.
    /// - Throws: `FileError`.
    static func check(_ path: String, holding kind: Kind) throws(FileError) {
        guard !path.isEmpty else { throw .noPath }
        let manager = FileManager.default
        if let attributes = try? manager.attributesOfItem(atPath: path) {
            switch attributes[.type] as? FileAttributeType {
            case .typeSymbolicLink?: throw .isSymbolicLink(path)
            case .typeDirectory?: throw .isFolder(path)
            case .typeRegular?: break
            default: throw .notRegularFile(path)
            }
            if let permissions = attributes[.posixPermissions] as? Int, permissions & 0o222 == 0 {
                throw .readOnly(path)
            }
            let size = attributes[.size] as? Int ?? 0
            guard size <= StateFile.maximumBytes, let data = FileManager.default.contents(atPath: path),
                kind.isOwn(data)
            else {
                throw .notHorizons(path, kind: kind.name)
            }
        }
        let folder = (path as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        guard folder.isEmpty || (manager.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue)
        else {
            throw .missing(path)
        }
    }

    /// Writes `text` as UTF-8 to `path`, after `check(_:holding:)`.
    ///
    /// - Throws: `FileError` from `check(_:holding:)`, or `.unwritable` saying why the write failed.
    static func write(_ text: String, to path: String, holding kind: Kind) throws(FileError) {
        try check(path, holding: kind)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .unwritable(path, reason: FileError.reason(error))
        }
    }
}
