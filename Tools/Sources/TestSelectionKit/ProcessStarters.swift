// Which test targets may run the package's executables: those whose code starts processes.
import ToolSupport

/// Finds the test targets that may start the package's executables.
///
/// `swift test` builds every executable of the package beside the test bundles, and a test may
/// run one (swift-argument-parser's example tests run `math` and `repeat` with `Process`). No
/// dependency says so; the code that starts the process does. A test target counts when a file
/// of its own, or of a target of the package in its dependency closure, names a way to start a
/// process: Foundation's `Process`, `posix_spawn`, `execv`, `system(`.
struct ProcessStarters {
    let git: Git

    /// What a file that starts a process names, as an extended regular expression for `git grep`.
    static let pattern = #"\bProcess\(|\.executableURL|\blaunchPath\b|posix_spawn|\bexecv[pe]?\(|\bsystem\("#

    /// The test targets of `manifest` whose closure holds a file that starts processes, at `commit`.
    func tests(of manifest: PackageDump, at commit: String) throws -> Set<String> {
        let folders = manifest.targets.filter { $0.type != "plugin" }.map(\.path)
        guard !folders.isEmpty else { return [] }
        // git grep exits 1 when nothing matches: that is an answer, not a failure.
        let found =
            (try? git.entries(["grep", "-l", "-z", "-E", Self.pattern, commit, "--"] + folders.map { "\($0)/*.swift" }))
            ?? []
        let files = found.map { String($0.dropFirst(commit.count + 1)) }
        let starting = Set(
            manifest.targets.filter { target in
                files.contains { $0.hasPrefix(target.path + "/") }
            }.map(\.name))
        let byName = Dictionary(manifest.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return Set(
            manifest.targets.filter { $0.type == "test" }.map(\.name).filter { test in
                !TestSelection.closure(of: test, in: byName).map(\.0).allSatisfy { !starting.contains($0) }
            })
    }
}
