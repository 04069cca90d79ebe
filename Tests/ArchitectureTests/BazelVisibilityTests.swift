import Foundation
import TestSupport
import Testing

/// The generated BUILD files' `visibility` states the architecture, so Bazel itself refuses a
/// forbidden dependency: a concrete module made to depend on another feature's fails
/// `bazel build` with Bazel's visibility error, before anything compiles.
@Suite("Bazel's visibility", .serialized, .slow)
struct BazelVisibilityTests {
    @Test(
        "a concrete module depending on another feature's concrete module fails bazel build: not visible",
        .enabled(if: BazelCopy.installed)
    )
    func forbiddenDependency() throws {
        let copy = try BazelCopy(named: "horizon-visibility")
        defer { copy.remove() }
        // --nobuild: loading and analysis, where visibility is checked.
        let analyze = ["--nobuild", "//Modules/Profile/Profile"]
        let allowed = try copy.run("build", analyze)
        #expect(allowed.status == 0, "\(allowed.output.suffix(3000))")
        let file = copy.url.appendingPathComponent("Modules/Profile/Profile/BUILD.bazel")
        let text = try String(contentsOf: file, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "deps = [", with: #"deps = ["//Modules/Login/Login", "#)
        try #require(edited != text)
        try edited.write(to: file, atomically: true, encoding: .utf8)
        let refused = try copy.run("build", analyze)
        #expect(refused.status != 0)
        #expect(
            refused.output.contains(
                "target '//Modules/Login/Login:Login' is not visible from target '//Modules/Profile/Profile:Profile'"),
            "\(refused.output.suffix(3000))")
    }
}
