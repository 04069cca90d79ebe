public import Foundation

/// The git repository a package lives in: its commits, and a commit's files.
public struct Git: Sendable {
    /// The package's folder.
    public let package: URL

    /// The package's repository.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the package is not in a git repository.
    public init(package: URL) throws {
        self.package = package
        let outcome = try Subprocess.run(["git", "-C", package.path, "rev-parse", "--git-dir"], separateErrors: true)
        guard outcome.status == 0 else {
            // git says why: no repository, or one it refuses (owned by another user: "dubious ownership").
            let reason = outcome.errors.split(separator: "\n").first { $0.hasPrefix("fatal: ") }?.dropFirst(7)
            guard let reason, !reason.hasPrefix("not a git repository") else {
                throw Tool.Failure.badInput("'\(package.path)' is not a git repository")
            }
            if reason.contains("dubious ownership") {
                throw Tool.Failure.badInput(
                    "git refuses the repository of '\(package.path)': it belongs to another user (dubious ownership); "
                        + "if you trust it: git config --global --add safe.directory <its folder>")
            }
            throw Tool.Failure.badInput("git cannot read the repository of '\(package.path)': \(reason)")
        }
    }

    /// The full hash of `revision`.
    ///
    /// - Throws: ``Tool/Failure/badInput(_:)`` when it names no commit.
    public func commit(_ revision: String) throws -> String {
        let outcome = try Subprocess.run(
            ["git", "-C", package.path, "rev-parse", "--verify", "--quiet", "\(revision)^{commit}"],
            separateErrors: true)
        let hash = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard outcome.status == 0, !hash.isEmpty, !revision.hasPrefix("-") else {
            throw Tool.Failure.badInput("'\(revision)' is not a commit of \(package.path)")
        }
        return hash
    }

    /// `abc1234 The subject`, cut to 80 characters.
    ///
    /// - Throws: When git cannot be run.
    public func summary(of commit: String) throws -> String {
        String(
            try Subprocess.run(
                ["git", "-C", package.path, "log", "-1", "--format=%h %s", commit], separateErrors: true
            )
            .output.trimmingCharacters(in: .whitespacesAndNewlines).prefix(80))
    }

    /// The repository's folder.
    private func root() throws -> String {
        try run(["rev-parse", "--show-toplevel"]).trimmingCharacters(in: .newlines)
    }

    /// The package's folder in the repository, from its root, ending in `/` (empty at the root): `App/`.
    public func prefix() throws -> String {
        try run(["rev-parse", "--show-prefix"]).trimmingCharacters(in: .newlines)
    }

    /// Where the package is in the repository, as ``extract(_:into:)`` lays it out: the
    /// repository's folder name, then the package's subfolder, if any (`Repo/App`).
    public func packagePathInRepository() throws -> String {
        ((try root() as NSString).lastPathComponent as NSString).appendingPathComponent(try prefix())
    }

    /// The symbolic links git tracks at `commit` under a path relative to the package (or the
    /// path itself, when it is one), each with where it leads as the link says it.
    ///
    /// - Parameters:
    ///   - path: The path, relative to the package's folder.
    ///   - commit: The commit whose tree is read.
    ///   - recursive: Whether to look into folders under `path`.
    /// - Returns: Each link's path, relative to the package's folder, and its destination.
    public func links(_ path: String, at commit: String, recursive: Bool) throws -> [(path: String, target: String)] {
        // Each entry: mode, type, object, then a tab and the path; a link's mode is 120000, and
        // its blob holds where it leads.
        try entries(["ls-tree", "-z"] + (recursive ? ["-r"] : []) + [commit, "--", "./" + path]).compactMap { entry in
            let parts = entry.split(separator: "\t", maxSplits: 1)
            guard entry.hasPrefix("120000 "), parts.count == 2, let object = parts[0].split(separator: " ").last else {
                return nil
            }
            return (String(parts[1]), try run(["cat-file", "blob", String(object)]))
        }
    }

    /// Writes the repository's files as they were at `commit` into `folder`, under the
    /// repository's own folder name, so a package in a subfolder has beside it the packages it
    /// depends on by path (`../Core`), each under the name that is its identity.
    ///
    /// - Returns: The package's folder in the copy (`folder/Repo/App`).
    /// - Throws: ``Tool/Failure/badInput(_:)`` when the package's folder is not in the commit;
    ///   ``Tool/Failure/finding(_:)`` when git or tar fails.
    @discardableResult
    public func extract(_ commit: String, into folder: URL) throws -> URL {
        // From the repository's root: run in a subfolder, `git archive` limits itself to that
        // subfolder, and finds nothing in a commit that did not track it.
        let root = try root()
        let prefix = try prefix()
        if !prefix.isEmpty, (try? run(["cat-file", "-e", "\(commit):\(prefix)"])) == nil {
            throw Tool.Failure.badInput("the package's folder \(prefix) is not in commit \(commit.prefix(12))")
        }
        let repository = folder.appendingPathComponent((root as NSString).lastPathComponent)
        let archive = folder.appendingPathExtension("tar")
        defer { try? FileManager.default.removeItem(at: archive) }
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        for command in [
            ["git", "-C", root, "archive", "--format=tar", "-o", archive.path, commit],
            ["tar", "-x", "-f", archive.path, "-C", repository.path],
        ] {
            let outcome = try Subprocess.run(command)
            guard outcome.status == 0 else {
                throw Tool.Failure.finding("\(command.prefix(4).joined(separator: " ")) failed: \(outcome.output)")
            }
        }
        return prefix.isEmpty ? repository : repository.appendingPathComponent(prefix)
    }

    /// A folder relative to the package, as the file system had it at `commit`: each symbolic
    /// link on the way replaced by where it leads (`../CoreLink` → `../Core`), as SwiftPM finds a
    /// `.package(path:)` through a link. A part git does not track (outside the repository)
    /// stays as it is.
    ///
    /// - Parameters:
    ///   - path: The folder, relative to the package's, `/`-separated.
    ///   - commit: The commit whose tree is read.
    /// - Returns: The path without links, `..` and `.` taken out where they can be.
    public func resolvingLinks(_ path: String, at commit: String) throws -> String {
        var parts = path.split(separator: "/").map(String.init)
        var resolved: [String] = []
        var hops = 0
        while !parts.isEmpty {
            let part = parts.removeFirst()
            if part == "." { continue }
            if part == "..", let last = resolved.last, last != ".." {
                resolved.removeLast()
                continue
            }
            resolved.append(part)
            let candidate = resolved.joined(separator: "/")
            // A folder outside the repository is no tree git can list: it stays as it is.
            let listed = (try? links(candidate, at: commit, recursive: false)) ?? []
            guard let target = listed.first(where: { $0.path == candidate })?.target else { continue }
            hops += 1
            guard hops <= 40 else {
                throw Tool.Failure.badInput("\(path) leads round a loop of symbolic links at \(commit.prefix(12))")
            }
            resolved.removeLast()
            if target.hasPrefix("/") { return target + (parts.isEmpty ? "" : "/" + parts.joined(separator: "/")) }
            parts = target.split(separator: "/").map(String.init) + parts
        }
        return resolved.isEmpty ? "." : resolved.joined(separator: "/")
    }

    /// The entries of a git command that lists paths with `-z` (which the caller passes where the
    /// command takes it): the NUL-separated list as it is, never quoted, whatever the names hold
    /// (spaces, quotes, newlines, letters beyond ASCII, which git's line output quotes).
    ///
    /// - Parameter arguments: The command after `git`, with `-z`, such as `["diff", "--name-only", "-z", a, b]`.
    /// - Throws: ``Tool/Failure/finding(_:)`` naming the command and git's message when it fails.
    public func entries(_ arguments: [String]) throws -> [String] {
        precondition(arguments.contains("-z"), "git \(arguments.first ?? "") lists paths NUL-separated only with -z")
        return try run(arguments).split(separator: "\u{0}", omittingEmptySubsequences: true).map(String.init)
    }

    /// What a git command prints, run in the package's folder.
    ///
    /// - Parameter arguments: The command after `git`, such as `["diff", "--name-only", a, b]`.
    /// - Throws: ``Tool/Failure/finding(_:)`` naming the command and git's message when it fails.
    public func run(_ arguments: [String]) throws -> String {
        let outcome = try Subprocess.run(["git", "-C", package.path] + arguments, separateErrors: true)
        guard outcome.status == 0 else {
            throw Tool.Failure.finding(
                "git \(arguments.prefix(3).joined(separator: " ")) failed: "
                    + outcome.errors.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return outcome.output
    }
}
