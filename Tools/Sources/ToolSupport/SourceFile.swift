// A Swift file of a package, read line by line.
public import Foundation

/// A Swift source file, read line by line; line numbers start at 1.
public struct SourceFile {
    /// The path from the package root, as violations name it.
    public let relativePath: String
    /// The file's lines, without their line breaks.
    public let lines: [Substring]

    /// A file from its path and its text.
    public init(relativePath: String, text: String) {
        self.relativePath = relativePath
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The Swift files SwiftPM compiles in a target, sorted by path.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when a file is not UTF-8 text.
    public static func all(of target: PackageDump.Target, in root: URL) throws -> [SourceFile] {
        try read(target.swiftFiles(in: root), of: root)
    }

    /// The Swift files under a folder of a package, sorted by path.
    ///
    /// - Parameters:
    ///   - folder: The folder, relative to the package root (a target's path).
    ///   - root: The package root.
    /// - Throws: ``Tool/Failure/badInput(_:)`` when a file is not UTF-8 text.
    public static func all(in folder: String, of root: URL) throws -> [SourceFile] {
        let directory = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return try read(
            enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path },
            of: root)
    }

    private static func read(_ files: [URL], of root: URL) throws -> [SourceFile] {
        try files.map { file in
            guard let text = try? String(contentsOf: file, encoding: .utf8) else {
                throw Tool.Failure.badInput("cannot read \(file.path) as UTF-8 text")
            }
            return SourceFile(relativePath: String(file.path.dropFirst(root.path.count + 1)), text: text)
        }
    }

    /// What `find` reads on each line, with the line's number.
    public func numbered<Found>(_ find: (Substring) -> Found?) -> [(line: Int, found: Found)] {
        lines.enumerated().compactMap { index, line in find(line).map { (index + 1, $0) } }
    }
}
