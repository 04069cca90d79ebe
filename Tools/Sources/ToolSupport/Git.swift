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

    /// Writes the package's files as they were at `commit` into `folder` (the package's own
    /// subfolder of the repository, when it is not the repository's root).
    ///
    /// - Throws: ``Tool/Failure/finding(_:)`` when git or tar fails.
    public func extract(_ commit: String, into folder: URL) throws {
        let prefix = try Subprocess.run(
            ["git", "-C", package.path, "rev-parse", "--show-prefix"], separateErrors: true
        )
        .output.trimmingCharacters(in: .whitespacesAndNewlines)
        let archive = folder.appendingPathExtension("tar")
        defer { try? FileManager.default.removeItem(at: archive) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for command in [
            [
                "git", "-C", package.path, "archive", "--format=tar", "-o", archive.path,
                prefix.isEmpty ? commit : "\(commit):\(prefix)",
            ],
            ["tar", "-x", "-f", archive.path, "-C", folder.path],
        ] {
            let outcome = try Subprocess.run(command)
            guard outcome.status == 0 else {
                throw Tool.Failure.finding("\(command.prefix(4).joined(separator: " ")) failed: \(outcome.output)")
            }
        }
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
