import Foundation
import ToolSupport

/// A public package at a pinned version, cloned by its GitHub address into a folder of one
/// test's own: the conformance suite's data. Each clone is a git repository on its own branch,
/// so a test can commit edits for `select-tests` and `interface-changes`.
///
/// Opt-in, like the other slow suites: set `HORIZON_REAL_PACKAGES=1` (CI does); without it the
/// suite is skipped. The clones need git to reach the address (this project's machines resolve
/// common Swift packages locally).
struct RealPackage {
    /// Whether the conformance suite runs.
    static let enabled = ProcessInfo.processInfo.environment["HORIZON_REAL_PACKAGES"] != nil

    let root: URL

    /// Clones `name` from github.com/`owner` at `tag`, into a folder of its name, as a
    /// developer's clone is: a package in it that depends on it by path (`..`) finds it by that
    /// name, its identity.
    ///
    /// - Throws: When git cannot clone it or check the tag out.
    init(_ name: String, tag: String, owner: String = "apple") throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "horizon-real-\(UUID().uuidString)/\(name)")
        for command in [
            ["git", "clone", "-q", "https://github.com/\(owner)/\(name)", root.path],
            ["git", "-C", root.path, "checkout", "-q", "-b", "conformance", tag],
        ] {
            let outcome = try Subprocess.run(command)
            guard outcome.status == 0 else { throw CloneFailed(command: command, output: outcome.output) }
        }
    }

    /// The package's path, for `--package-path`.
    var path: String { root.path }

    /// Appends `text` to the file at `path` and commits it.
    func commit(appending text: String, to path: String, _ message: String) throws {
        let file = root.appendingPathComponent(path)
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        for command in [
            ["add", "-A"],
            ["-c", "user.name=Conformance", "-c", "user.email=conformance@example.com", "commit", "-qm", message],
        ] {
            _ = try Subprocess.run(["git", "-C", root.path] + command)
        }
    }

    /// The test targets `select-tests` selects for the last commit, from its JSON.
    func selectedTests() throws -> [String] {
        let result = try ToolRun("select-tests", ["--package-path", path, "HEAD", "--json"])
        guard result.status == 0,
            let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any],
            let selected = json["selected"] as? [[String: Any]]
        else { throw CloneFailed(command: ["select-tests"], output: result.errors) }
        return selected.compactMap { $0["target"] as? String }.sorted()
    }

    /// `measure-build-times --modules MODULE --quick`: what public API added to it recompiles,
    /// in the package or in the one at `subfolder` of it.
    func measurePublicAPI(of module: String, in subfolder: String? = nil) throws -> ToolRun {
        try ToolRun(
            "measure-build-times",
            [
                "--package-path", subfolder.map { root.appendingPathComponent($0).path } ?? path,
                "--modules", module, "--quick", "--out",
                root.appendingPathComponent(".build-conformance").path,
            ])
    }

    /// Removes the clone with its folder, and the output base a Bazel build beside it left.
    func remove() {
        ScratchFolder.removeItem(atPath: root.deletingLastPathComponent().path)
    }

    struct CloneFailed: Error, CustomStringConvertible {
        let command: [String]
        let output: String
        var description: String { "\(command.joined(separator: " ")) failed: \(output)" }
    }
}
