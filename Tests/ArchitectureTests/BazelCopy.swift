import Foundation
import TestSupport

/// A copy of the repository with a Bazel output base of its own beside it, for a suite that runs
/// `bazel --batch` on it (no server is left behind). `remove()` deletes both.
struct BazelCopy {
    /// Whether `bazel` runs here: the suites that need it are skipped otherwise.
    static let installed =
        (try? ProcessRunner.run(["bazel", "--version"], in: ProcessRunner.repositoryRoot()))?.status == 0

    let copy: RepositoryCopy
    let outputBase: URL

    /// The copy's folder.
    var url: URL { copy.url }

    /// Copies the repository into a folder whose name starts with `name`.
    init(named name: String) throws {
        copy = try RepositoryCopy(of: ProcessRunner.repositoryRoot(), named: name)
        outputBase = copy.url.appendingPathExtension("bazel")
    }

    /// Runs `bazel --batch --output_base=… COMMAND --symlink_prefix=/ ARGUMENTS` in the copy.
    func run(_ command: String, _ arguments: [String]) throws -> ProcessRunner.Outcome {
        try ProcessRunner.run(
            ["bazel", "--batch", "--output_base=\(outputBase.path)", command, "--symlink_prefix=/"] + arguments,
            in: copy.url)
    }

    /// Deletes the output base (Bazel leaves it read-only) and the copy.
    func remove() {
        _ = try? ProcessRunner.run(["chmod", "-R", "u+w", outputBase.path], in: ProcessRunner.repositoryRoot())
        try? FileManager.default.removeItem(at: outputBase)
        copy.remove()
    }
}
