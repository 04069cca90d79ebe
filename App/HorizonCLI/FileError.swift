import Foundation

/// Why a file the user named could not be read or written (a state file, the flow page); each
/// says so in one line with the path.
enum FileError: Error, Equatable, CustomStringConvertible {
    case noPath
    case notFound(String)
    case parentIsFile(String, parent: String)
    case folderMissing(String, folder: String)
    case isFolder(String)
    case isSymbolicLink(String)
    case notRegularFile(String)
    case readOnly(String)
    case tooLarge(String, bytes: Int)
    case tooDeep(String, levels: Int)
    case unreadable(String, reason: String)
    case notJSON(String)
    case notAState(String, reason: String)
    case unwritable(String, reason: String)
    case unrestorable(String, reason: String)
    case folderNotEmpty(String)
    case notAFolder(String)
    case notHorizons(String, kind: String)

    /// Whether the user can fix it by giving another path or file (exit 2), rather than the
    /// machine failing a valid request (exit 1).
    var isBadInput: Bool {
        switch self {
        case .unwritable, .unrestorable: false
        default: true
        }
    }

    var description: String {
        switch self {
        case .noPath: "the file path is empty: give a file, such as state.json or flows.html"
        case .notFound(let path): "\(path): no such file"
        case .parentIsFile(let path, let parent): "\(path): \(parent) is a file, not a folder"
        case .folderMissing(let path, let folder): "\(path): the folder \(folder) does not exist"
        case .isFolder(let path): "\(path) is a folder: give a file in it"
        case .isSymbolicLink(let path):
            "\(path) is a symbolic link: horizon does not write through links; give the file it points to"
        case .notRegularFile(let path):
            "\(path) is not a regular file (a device, a pipe or a socket): give a file"
        case .readOnly(let path):
            "\(path) is read-only: horizon does not replace it; choose another path or make it writable"
        case .tooLarge(let path, let bytes):
            "\(path) has \(bytes) bytes, more than a saved state can (\(StateFile.maximumBytes)): it is not a state file"
        case .tooDeep(let path, let levels):
            "\(path) nests deeper than \(levels) levels, deeper than horizon reads JSON: it is not a state file"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .notJSON(let path): "\(path) is not JSON: give a file saved by --save-state or the repl's save"
        case .notAState(let path, let reason): "\(path) is JSON but not a saved navigation state: \(reason)"
        case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
        case .folderNotEmpty(let path):
            "\(path) is a folder with files in it: horizon writes screenshots only into a new or empty folder"
        case .notAFolder(let path): "\(path) is not a folder: give a new or empty folder for the screenshots"
        case .notHorizons(let path, let kind):
            "\(path) exists and is not \(kind): horizon replaces only its own; choose a new file"
        case .unrestorable(let path, let reason):
            "nothing written to \(path): this state could not be loaded again, as \(reason)"
        }
    }

    /// A path that does not exist: the file itself, its folder, or a file on the way that is not a folder.
    static func missing(_ path: String) -> FileError {
        let parent = (path as NSString).deletingLastPathComponent
        var folder = parent
        while !folder.isEmpty, folder != "/" {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
                guard isFolder.boolValue else { return .parentIsFile(path, parent: folder) }
                return folder == parent ? .notFound(path) : .folderMissing(path, folder: parent)
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return parent.isEmpty || parent == "/" ? .notFound(path) : .folderMissing(path, folder: parent)
    }

    /// What the system said, in words: the POSIX error under Foundation's, when there is one.
    static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let posix = error.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code))).lowercased()
        }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileWriteOutOfSpace: return "no space left on the disk"
        case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
        case .fileWriteVolumeReadOnly: return "the file system is read-only"
        default: return error.localizedDescription
        }
    }
}
