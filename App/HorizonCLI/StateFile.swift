import Foundation
import Router
import RouterInterface

/// Reads and writes the navigation state files of `horizon open --state/--save-state` and the
/// repl's `load`/`save`, with every failure said in one line that names the path.
///
/// Writing refuses what would lose data silently: a symbolic link (the link would be replaced
/// by a file), a read-only file, a folder. Reading refuses what is not a state file before
/// reading it: a folder, a device or a pipe (`/dev/zero` would never end), a file larger than
/// any saved state.
enum StateFile {
    /// The largest state file read: far above the 1,000 screens a state may have.
    static let maximumBytes = 16 << 20

    /// Reads a saved navigation state.
    ///
    /// - Throws: `StateFileError`, saying what is wrong with the file.
    static func read(_ path: String) throws(StateFileError) -> NavigationState {
        try checkPath(path)
        let attributes: [FileAttributeKey: Any]
        // Reading follows a symbolic link (only writing refuses one): the file it names is read.
        let target = (path as NSString).resolvingSymlinksInPath
        do { attributes = try FileManager.default.attributesOfItem(atPath: target) } catch { throw missing(path) }
        switch attributes[.type] as? FileAttributeType {
        case .typeDirectory?: throw .isFolder(path)
        case .typeRegular?: break
        default: throw .notRegularFile(path)
        }
        if let size = attributes[.size] as? Int, size > maximumBytes { throw .tooLarge(path, bytes: size) }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw .unreadable(path, reason: reason(error))
        }
        if JSONDepth.exceeds(JSONDepth.decoderLimit, in: data) { throw .tooDeep(path, levels: JSONDepth.decoderLimit) }
        do {
            return try JSONDecoder().decode(NavigationState.self, from: data)
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            throw .notJSON(path)
        } catch let error as DecodingError {
            throw .notAState(path, reason: error.readableDescription)
        } catch {
            throw .notAState(path, reason: "\(error)")
        }
    }

    /// Checks, before any work, that a state can be written to `path` without replacing a link,
    /// a read-only file or a folder, and that its folder exists.
    ///
    /// - Throws: `StateFileError`.
    static func checkWritable(_ path: String) throws(StateFileError) {
        try checkPath(path)
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
            throw missing(path)
        }
    }

    /// Writes a state as pretty JSON, atomically (a new file renamed over the old one).
    ///
    /// - Throws: `StateFileError` from `checkWritable`, or `.unwritable` saying why the write failed.
    static func write(_ state: NavigationState, to path: String) throws(StateFileError) {
        try checkWritable(path)
        do {
            try Data(CommandLineTool.encode(state).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .unwritable(path, reason: reason(error))
        }
    }

    private static func checkPath(_ path: String) throws(StateFileError) {
        guard !path.isEmpty else { throw .noPath }
    }

    /// A path that does not exist: the file itself, its folder, or a file on the way that is not a folder.
    private static func missing(_ path: String) -> StateFileError {
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

/// Why a state file could not be read or written; each says so in one line with the path.
enum StateFileError: Error, Equatable, CustomStringConvertible {
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

    /// Whether the user can fix it by giving another path or file (exit 2), rather than the
    /// machine failing a valid request (exit 1).
    var isBadInput: Bool {
        if case .unwritable = self { false } else { true }
    }

    var description: String {
        switch self {
        case .noPath: "the file path is empty: give a file, such as state.json"
        case .notFound(let path): "\(path): no such file"
        case .parentIsFile(let path, let parent): "\(path): \(parent) is a file, not a folder"
        case .folderMissing(let path, let folder): "\(path): the folder \(folder) does not exist"
        case .isFolder(let path): "\(path) is a folder: give a file in it, such as \(path)/state.json"
        case .isSymbolicLink(let path):
            "\(path) is a symbolic link: horizon does not write through links; give the file it points to"
        case .notRegularFile(let path):
            "\(path) is not a regular file (a device, a pipe or a socket): give a state file"
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
        }
    }
}

/// How deep a JSON text nests, counted on its bytes (brackets outside strings).
enum JSONDepth {
    /// How deep `JSONDecoder` reads: a deeper text is "not valid JSON" to it, with no reason.
    static let decoderLimit = 512

    /// Whether `data` nests deeper than `limit`.
    static func exceeds(_ limit: Int, in data: Data) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return false
    }
}
