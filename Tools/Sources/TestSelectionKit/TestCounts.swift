// How many tests each test target holds at a commit, for reports in tests rather than targets.
import ToolSupport

/// The number of test functions (`@Test`) and XCTest methods (`func test…()`) in each test
/// target at a commit, read from git; a parameterized test counts once.
struct TestCounts {
    private let counts: [String: Int]

    /// Counts the tests of `manifest`'s test targets as they are at `commit`.
    ///
    /// Git finds nothing, and exits 1, at a commit with no tests: that is no test at all.
    init(at commit: String, of manifest: PackageDump, git: Git) {
        let output =
            (try? git.run([
                "grep", "-c", "-E", "^[[:space:]]*(@Test\\b|func test[A-Z0-9_][A-Za-z0-9_]*\\(\\))", commit, "--", ".",
            ])) ?? ""
        let lines = output.split(separator: "\n")
        let tests = manifest.targets.filter { $0.type == "test" }
        var counts: [String: Int] = [:]
        for line in lines {
            let fields = line.dropFirst(commit.count + 1).split(separator: ":")
            guard fields.count == 2, let count = Int(fields[1]) else { continue }
            let file = String(fields[0])
            guard let owner = tests.first(where: { file.hasPrefix($0.path + "/") }) else { continue }
            counts[owner.name, default: 0] += count
        }
        self.counts = counts
    }

    /// The tests of `targets`, together.
    func tests(in targets: [String]) -> Int {
        targets.reduce(0) { $0 + (counts[$1] ?? 0) }
    }
}
