import Foundation
import Testing
import ToolSupport

/// A tool stopped while it builds the user's own package (`select-tests --run` builds in place)
/// leaves no compiler behind writing into the user's `.build`.
@Suite("an interrupted build", .serialized)
struct InterruptedBuildTests {
    /// A package whose one module takes a while to compile, with a test target, in git.
    static func package() throws -> TemporaryPackage {
        let functions = (0..<4_000).map { index in
            "public func f\(index)(_ a: [Int]) -> [String] { a.map { String($0 * \(index)) }.filter { !$0.isEmpty }.sorted() }"
        }
        let package = try TemporaryPackage([
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Slow",
                targets: [.target(name: "Slow"), .testTarget(name: "SlowTests", dependencies: ["Slow"])]
            )

            """,
            "Sources/Slow/Slow.swift": functions.joined(separator: "\n") + "\n",
            "Tests/SlowTests/SlowTests.swift":
                "import Slow\nimport Testing\n\n@Test func one() { #expect(f1([1]) == [\"1\"]) }\n",
        ])
        try package.git("init", "-q")
        try package.git("add", "-A")
        try package.git("commit", "-q", "-m", "A slow module")
        try package.write("public let more = 1\n", to: "Sources/Slow/More.swift")
        try package.git("add", "-A")
        try package.git("commit", "-q", "-m", "More")
        return package
    }

    /// The processes whose command line names `path`, but this test's own `pgrep`.
    static func processes(naming path: String) throws -> [String] {
        let outcome = try Subprocess.run(["pgrep", "-a", "-f", "--", path])
        return outcome.output.split(separator: "\n").map(String.init).filter { !$0.contains("pgrep") }
    }

    @Test("SIGTERM to select-tests --run stops swift build and every compiler it started: none writes on")
    func selectTestsRun() throws {
        let package = try Self.package()
        defer { package.remove() }
        let path = package.root.path
        var compiling = false
        let result = try ToolRun("select-tests", ["--run", "--package-path", path]) { process in
            // Stop it once a compiler works on the package.
            for _ in 0..<1_200 where !compiling {
                compiling = ((try? Self.processes(naming: path)) ?? []).contains { $0.contains("swift-frontend") }
                if !compiling { usleep(50_000) }
            }
            process.terminate()
        }
        #expect(compiling, "a compiler ran on the package")
        #expect(result.status == 143, "\(result.errors)")
        var left = try Self.processes(naming: path)
        for _ in 0..<20 where !left.isEmpty {
            usleep(100_000)
            left = try Self.processes(naming: path)
        }
        #expect(left.isEmpty, "\(left)")
        for line in left { if let pid = Int32(line.prefix { $0 != " " }) { kill(pid, SIGKILL) } }
    }
}
