import Foundation
import TestSupport
import Testing

/// The Swift samples of the README, `docs/` and the modules' READMEs are quotes of real files,
/// so they compile as those files do and cannot drift from the code.
@Suite("Samples in the docs")
struct DocSampleTests {
    let root = ProcessRunner.repositoryRoot()

    /// The Markdown files whose samples a team reads: the README, `docs/` and every module's README.
    func markdownFiles() throws -> [String] {
        let files = FileManager.default
        let docs = try files.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }
        let modules = try files.contentsOfDirectory(atPath: root.appendingPathComponent("Modules").path)
            .map { "Modules/\($0)/README.md" }
            .filter { files.fileExists(atPath: root.appendingPathComponent($0).path) }
        return (["README.md"] + docs + modules).sorted()
    }

    @Test("every Swift sample quotes real files, line for line and in order")
    func samplesQuoteTheCode() throws {
        var count = 0
        // The guide to a team's first feature quotes the package its commands make, not this one:
        // DocCommandTests checks its samples against that package.
        for file in try markdownFiles() where file != "docs/your-first-feature.md" {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for sample in DocSample.samples(in: text, file: file) {
                count += 1
                let problems = sample.problems(under: root)
                #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
            }
        }
        #expect(count >= 8, "the samples were not found")
    }

    @Test("the check finds a sample that drifted, one that names no file, and a file that is gone")
    func checkCanFail() throws {
        let drifted = """
            ```swift
            // Modules/Profile/Profile/ProfileFeature.swift
            struct ProfileFeature: Feature {
                func build(from route: ProfileRoute) throws -> Screen { ProfileScreen(route: route, client: client, router: router) }
            }
            ```
            """
        let problems = DocSample.samples(in: drifted, file: "README.md").flatMap { $0.problems(under: root) }
        #expect(
            problems == [
                "README.md:1: not in Modules/Profile/Profile/ProfileFeature.swift, in this order: "
                    + "func build(from route: ProfileRoute) throws -> Screen { ProfileScreen(route: route, client: client, router: router) }"
            ])
        let unnamed = DocSample(location: "x.md:3", lines: ["let a = 1"])
        #expect(unnamed.problems(under: root) == ["x.md:3: the sample names no file it quotes (// path/To/File.swift)"])
        let gone = DocSample(location: "x.md:3", lines: ["// Modules/Gone/Gone.swift", "let a = 1"])
        #expect(gone.problems(under: root) == ["x.md:3: Modules/Gone/Gone.swift does not exist"])
    }

    @Test("`…` elides the middle of a line; lines must keep their order")
    func elision() {
        #expect(DocSample.matches("try registrar.register(…) { … }", "try registrar.register(A.self) { A() }"))
        #expect(!DocSample.matches("try registrar.register(…) { B() }", "try registrar.register(A.self) { A() }"))
        #expect(DocSample.firstMissing(["a", "// …", "c"], in: ["a", "b", "c"]) == nil)
        #expect(DocSample.firstMissing(["c", "a"], in: ["a", "b", "c"]) == "a")
    }
}
