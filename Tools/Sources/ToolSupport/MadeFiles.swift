// What a tool made in a folder it was given, so that it removes that and nothing else.
public import Foundation

/// The names a tool made in a folder of the user's, kept in a record file beside them.
///
/// A tool given a folder (`bazel-cache --dir .`) may share it with the user's own files. It
/// makes only names that do not exist yet, records each one, and on removal takes away exactly
/// the recorded names, the record, and the folder itself only when the tool made it and it is
/// empty. A name it needs that exists already and is not in the record is the user's: the tool
/// refuses rather than touch it.
public struct MadeFiles: Sendable {
    /// The folder.
    public let folder: URL
    /// The record's name in the folder.
    public let recordName: String

    /// The record of what was made in `folder`, in a file named `recordName` there.
    public init(in folder: URL, recordName: String) {
        (self.folder, self.recordName) = (folder.standardizedFileURL, recordName)
    }

    /// The names made so far (`.` for the folder itself), in the order they were made.
    public var names: [String] {
        guard let text = try? String(contentsOf: record, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }

    /// Checks that the folder can take `names`: it is a writable directory or can be made, and
    /// each name is absent or was made by the tool.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` naming the first obstacle, before anything is made.
    public func checkRoom(for names: [String], flag: String) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        let refuse = { (reason: String) in Tool.Failure.badInput("\(flag) \(folder.path) cannot be written: \(reason)")
        }
        if manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw refuse("Not a directory") }
            guard manager.isWritableFile(atPath: folder.path) else { throw refuse("Permission denied") }
        } else if let parent = Self.nearestExisting(above: folder) {
            guard manager.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw refuse("Not a directory")
            }
            guard manager.isWritableFile(atPath: parent.path) else {
                throw refuse("Permission denied (\(parent.path))")
            }
        }
        let made = Set(self.names)
        for name in names where !made.contains(name) {
            if manager.fileExists(atPath: folder.appendingPathComponent(name).path) {
                throw Tool.Failure.badInput(
                    "\(folder.appendingPathComponent(name).path) exists and is not the tool's: "
                        + "give \(flag) a new or empty folder")
            }
        }
    }

    /// Makes the folder when it does not exist, recording that.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when it cannot be made.
    public func makeFolder() throws {
        guard !FileManager.default.fileExists(atPath: folder.path) else { return }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Tool.Failure.badInput("cannot make \(folder.path): \(Tool.reason(of: error))")
        }
        try add(".")
    }

    /// Makes the directory `name` in the folder unless the tool made it before, and records it.
    ///
    /// - Returns: Whether it was made now.
    @discardableResult
    public func makeDirectory(_ name: String) throws -> Bool {
        let url = folder.appendingPathComponent(name)
        guard !FileManager.default.fileExists(atPath: url.path) else { return false }
        try Tool.writing(url.path) {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        }
        try add(name)
        return true
    }

    /// Writes the file `name` in the folder, which the tool made or which does not exist, and records it.
    public func writeFile(_ name: String, _ text: String) throws {
        try writeFile(name, Data(text.utf8))
    }

    /// Writes the file `name` in the folder, which the tool made or which does not exist, and records it.
    public func writeFile(_ name: String, _ data: Data) throws {
        let url = folder.appendingPathComponent(name)
        try Tool.writing(url.path) { try data.write(to: url, options: .atomic) }
        try add(name)
    }

    /// Writes a report's files into the folder, making it when it does not exist: the names
    /// ``checkRoom(for:flag:)`` allowed before the tool did its work.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when a name is the user's after all (made while
    ///   the tool worked); ``Tool/Failure/finding(_:)`` when a file cannot be written.
    public func write(_ files: [(name: String, data: Data)], flag: String) throws {
        try checkRoom(for: files.map(\.name), flag: flag)
        try makeFolder()
        for (name, data) in files { try writeFile(name, data) }
    }

    /// Records `name` as made by the tool (a file a program it ran wrote, such as a pid file).
    public func add(_ name: String) throws {
        guard !names.contains(name) else { return }
        let text = (names + [name]).joined(separator: "\n") + "\n"
        try Tool.writing(record.path) { try text.write(to: record, atomically: true, encoding: .utf8) }
    }

    /// Removes every recorded name, the record, and the folder when the tool made it and it is now empty.
    public func removeAll() {
        let names = self.names
        for name in names.reversed() where name != "." {
            ScratchFolder.removeItem(atPath: folder.appendingPathComponent(name).path)
        }
        try? FileManager.default.removeItem(at: record)
        if names.contains("."), (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    private var record: URL { folder.appendingPathComponent(recordName) }

    /// The record of the reports Horizon's tools wrote into a folder the user named (`--out DIR`):
    /// they replace those and never a file of the user's.
    public static func reports(in folder: URL) -> MadeFiles {
        MadeFiles(in: folder, recordName: ".written-by-horizon-tools")
    }

    /// The closest folder above `url` that exists.
    private static func nearestExisting(above url: URL) -> URL? {
        var current = url.deletingLastPathComponent()
        while current.path != "/" && !FileManager.default.fileExists(atPath: current.path) {
            current = current.deletingLastPathComponent()
        }
        return current
    }
}
