import Foundation
import RouterInspection
import RouterInterface
import RouterLinksInspection
import RouterLinksInterface

/// Reads and writes the navigation state files of `horizon open --state/--save-state` and the
/// repl's `load`/`save`, with every failure said in one line that names the path.
///
/// Writing goes through `WritableFile`, which refuses what would lose data. Reading refuses what
/// is not a state file before reading it: a folder, a device or a pipe (`/dev/zero` would never
/// end), a file larger than any saved state.
enum StateFile {
    /// The largest state file read: far above the 1,000 screens a state may have.
    static let maximumBytes = 16 << 20

    /// Reads a saved navigation state.
    ///
    /// - Throws: `FileError`, saying what is wrong with the file.
    static func read(_ path: String) throws(FileError) -> NavigationState {
        guard !path.isEmpty else { throw .noPath }
        let attributes: [FileAttributeKey: Any]
        // Reading follows a symbolic link (only writing refuses one): the file it names is read.
        let target = (path as NSString).resolvingSymlinksInPath
        do { attributes = try FileManager.default.attributesOfItem(atPath: target) } catch { throw .missing(path) }
        switch attributes[.type] as? FileAttributeType {
        case .typeDirectory?: throw .isFolder(path)
        case .typeRegular?: break
        default: throw .notRegularFile(path)
        }
        if let size = attributes[.size] as? Int, size > maximumBytes { throw .tooLarge(path, bytes: size) }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw .unreadable(path, reason: FileError.reason(error))
        }
        if JSONDepth.exceeds(JSONDepth.decoderLimit, in: data) { throw .tooDeep(path, levels: JSONDepth.decoderLimit) }
        do {
            return try NavigationState(json: data)
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            throw .notJSON(path)
        } catch let error as DecodingError {
            throw .notAState(path, reason: error.readableDescription)
        } catch {
            throw .notAState(path, reason: "\(error)")
        }
    }

    /// Writes a state as pretty JSON, through `WritableFile`, once `links` has checked it can
    /// restore it: what a user saves, a user can load.
    ///
    /// - Throws: `FileError.unrestorable` naming the part that could not be rebuilt (nothing is
    ///   written then), or what `WritableFile.write(_:to:)` throws.
    @MainActor
    static func write(_ state: NavigationState, to path: String, restorableBy links: any LinkRestoring)
        throws(FileError)
    {
        do throws(LinkError) { try links.checkRestorable(state) } catch {
            guard case .unrestorableState(let reason) = error else {
                throw .unrestorable(path, reason: "\(error)")
            }
            throw .unrestorable(path, reason: reason)
        }
        try WritableFile.write(CommandLineTool.encode(state), to: path, holding: kind)
    }

    /// A state horizon saved, which `--save-state` and `save` may replace: JSON that decodes as one.
    static let kind = WritableFile.Kind(name: "a navigation state horizon saved") { data in
        !JSONDepth.exceeds(JSONDepth.decoderLimit, in: data)
            && (try? NavigationState(json: data)) != nil
    }
}
