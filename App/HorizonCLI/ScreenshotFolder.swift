import Foundation

/// `--screenshots DIR`: a folder horizon creates, or an empty one, so a picture never replaces a
/// file horizon did not write.
enum ScreenshotFolder {
    /// Makes sure the folder is horizon's to fill: creates it when it does not exist (its parent
    /// must), accepts an empty folder, refuses anything else.
    ///
    /// - Throws: `FileError` naming the path and what is wrong with it.
    static func prepare(_ path: String) throws(FileError) {
        guard !path.isEmpty else { throw .noPath }
        let manager = FileManager.default
        if let attributes = try? manager.attributesOfItem(atPath: path) {
            switch attributes[.type] as? FileAttributeType {
            case .typeDirectory?:
                guard (try? manager.contentsOfDirectory(atPath: path))?.isEmpty == true else {
                    throw .folderNotEmpty(path)
                }
            case .typeSymbolicLink?: throw .isSymbolicLink(path)
            default: throw .notAFolder(path)
            }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        guard parent.isEmpty || (manager.fileExists(atPath: parent, isDirectory: &isFolder) && isFolder.boolValue)
        else {
            throw .missing(path)
        }
        do {
            try manager.createDirectory(atPath: path, withIntermediateDirectories: false)
        } catch {
            throw .unwritable(path, reason: FileError.reason(error))
        }
    }
}
