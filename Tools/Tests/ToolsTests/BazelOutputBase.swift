import Foundation
import ToolSupport

/// An output base of Bazel's beside a test's package: its server is shut down and its folder
/// (write-protected in part) removed by ``remove()``.
struct BazelOutputBase {
    let url: URL
    /// The workspace Bazel runs in.
    let workspace: URL

    /// An output base named `<workspace>.<name>`.
    init(beside workspace: URL, name: String = "bazel") {
        (url, self.workspace) = (workspace.appendingPathExtension(name), workspace)
    }

    /// `bazel --output_base=… ARGUMENTS` in the workspace, without convenience links; with
    /// `path`, under that PATH.
    func run(_ arguments: [String], separateErrors: Bool = false, path: String? = nil) throws -> Subprocess.Outcome {
        let command = arguments.first.map { [$0, "--symlink_prefix=/"] + arguments.dropFirst() } ?? []
        let environment = path.map { ["env", "PATH=\($0)"] } ?? []
        return try Subprocess.run(
            environment + ["bazel", "--output_base=\(url.path)"] + command, in: workspace,
            separateErrors: separateErrors, temporaryDirectory: .inherited)
    }

    /// Shuts the server down and removes the folder.
    func remove() {
        _ = try? Subprocess.run(
            ["bazel", "--output_base=\(url.path)", "shutdown"], in: workspace, temporaryDirectory: .inherited)
        ScratchFolder.removeItem(atPath: url.path)
    }
}
