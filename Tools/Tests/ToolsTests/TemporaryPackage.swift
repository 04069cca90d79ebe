import Foundation

/// A package written into a new temporary folder for one test, as a user's package on disk.
struct TemporaryPackage {
    let root: URL

    /// Writes `files` (path → text) under a new folder.
    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-package-\(UUID().uuidString)")
        for (path, text) in files { try write(text, to: path) }
    }

    /// Writes `text` into the file at `path`, making its folder.
    func write(_ text: String, to path: String) throws {
        let file = url(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    /// The file at `path` in the package.
    func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    /// Runs git in the package: `init`, `add`, `commit` for the interface-change tests.
    func git(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["git", "-C", root.path, "-c", "user.name=Tests", "-c", "user.email=tests@example.com"]
            + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    }

    /// A package of `files` in a git repository with one commit.
    static func committed(_ files: [String: String]) throws -> TemporaryPackage {
        let package = try TemporaryPackage(files)
        try package.git("init", "-q")
        try package.git("add", ".")
        try package.git("commit", "-q", "-m", "One commit")
        return package
    }

    /// Removes the folder.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// A manifest of library targets, each depending on the ones listed, in `Sources/`.
    static func manifest(_ targets: [(String, [String])]) -> String {
        let lines = targets.map { name, dependencies in
            "        .target(name: \"\(name)\", dependencies: [\(dependencies.map { "\"\($0)\"" }.joined(separator: ", "))]),"
        }
        return "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n"
            + "    name: \"Probe\",\n    targets: [\n\(lines.joined(separator: "\n"))\n    ]\n)\n"
    }
}
