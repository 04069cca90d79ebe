import Foundation

/// Writes a file the user named (`--save-state`, the repl's `save`, `--html`) without losing
/// data silently: never through a symbolic link (the link would be replaced by a file), over a
/// read-only file or onto a folder, and atomically (a new file renamed over the old one).
enum WritableFile {
    /// Checks, before any work, that `path` can be written without replacing a link, a
    /// read-only file or a folder, and that its folder exists.
    ///
    /// - Throws: `FileError`.
    static func check(_ path: String) throws(FileError) {
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
        }
        let folder = (path as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        guard folder.isEmpty || (manager.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue)
        else {
            throw .missing(path)
        }
    }

    /// Writes `text` as UTF-8 to `path`, after `check(_:)`.
    ///
    /// - Throws: `FileError` from `check(_:)`, or `.unwritable` saying why the write failed.
    static func write(_ text: String, to path: String) throws(FileError) {
        try check(path)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .unwritable(path, reason: FileError.reason(error))
        }
    }
}
