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
        // With -z, each file is "COMMIT:PATH", a NUL, then its count and a newline: so after the
        // first entry, each holds a count, a newline, and the next file's name (which may hold newlines).
        let entries =
            (try? git.entries([
                "grep", "-c", "-z", "-E", "^[[:space:]]*(@Test\\b|func test[A-Z0-9_][A-Za-z0-9_]*\\(\\))", commit, "--",
                ".",
            ])) ?? []
        let tests = manifest.targets.filter { $0.type == "test" }
        var counts: [String: Int] = [:]
        var name = entries.first
        for entry in entries.dropFirst() {
            let count = entry.prefix { $0 != "\n" }
            if let file = name?.dropFirst(commit.count + 1), let count = Int(count),
                let owner = tests.first(where: { file.hasPrefix($0.path + "/") })
            {
                counts[owner.name, default: 0] += count
            }
            name = String(entry.dropFirst(count.count + 1))
        }
        self.counts = counts
    }

    /// The tests of `targets`, together.
    func tests(in targets: [String]) -> Int {
        targets.reduce(0) { $0 + (counts[$1] ?? 0) }
    }
}
