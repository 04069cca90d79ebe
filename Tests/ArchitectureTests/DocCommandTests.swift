import Foundation
import TestSupport
import Testing

/// The guides a team follows on its own package run as written: every `sh` block of each, one
/// after the other in one shell, from the repository's root (a block may use what one before it
/// set, as a reader's terminal would). Their scratch folders (`mktemp -d`) are the test's. The
/// Swift samples of the guide to a team's first feature quote the files its commands made.
@Suite("docs: the adopting guides' commands run as written", .slow)
struct DocCommandTests {
    let root = ProcessRunner.repositoryRoot()

    /// The `sh` blocks of a Markdown text, without their fences.
    static func commandBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            if current != nil {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    blocks.append(current!.joined(separator: "\n"))
                    current = nil
                } else {
                    current?.append(line)
                }
            } else if line.trimmingCharacters(in: .whitespaces) == "```sh" {
                current = []
            }
        }
        return blocks
    }

    /// Runs the guide's blocks in one shell whose `mktemp` makes its folders in `scratch`.
    func run(_ guide: String, scratch: URL) throws -> ProcessRunner.Outcome {
        let text = try String(contentsOf: root.appendingPathComponent(guide), encoding: .utf8)
        let blocks = Self.commandBlocks(in: text)
        #expect(!blocks.isEmpty, "\(guide) has no sh block")
        let script = (["set -euo pipefail", "export TMPDIR='\(scratch.path)'"] + blocks).joined(separator: "\n")
        return try ProcessRunner.run(["bash", "-c", script], in: root)
    }

    @Test("the blocks find the fences, and a failing command fails the run")
    func blocksCanFail() throws {
        #expect(Self.commandBlocks(in: "a\n```sh\necho 1\necho 2\n```\n```text\nno\n```\n") == ["echo 1\necho 2"])
        let failing = try ProcessRunner.run(["bash", "-c", "set -euo pipefail\nfalse\necho after"], in: root)
        #expect(failing.status != 0 && !failing.output.contains("after"))
    }

    @Test("docs/adopting.md: a generated package, its rules, its budget, rebuild-impact and the CI format")
    func adopting() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let outcome = try run("docs/adopting.md", scratch: scratch.url)
        #expect(outcome.status == 0, "\(outcome.output.suffix(3_000))")
        #expect(outcome.output.contains("every rule holds") && outcome.output.contains("within its budget"))
    }

    @Test(
        "docs/your-first-feature.md: the starter's package passes its CI, a second pair too; the samples quote its files"
    )
    func firstFeature() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let outcome = try run("docs/your-first-feature.md", scratch: scratch.url)
        #expect(outcome.status == 0, "\(outcome.output.suffix(3_000))")
        #expect(outcome.output.contains("created the feature pair Cart"), "\(outcome.output.suffix(3_000))")
        // The guide's `out=$(mktemp -d)`, where Shop is.
        let made = try #require(
            try FileManager.default.contentsOfDirectory(at: scratch.url, includingPropertiesForKeys: nil).first {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("Shop/Package.swift").path)
            })
        let text = try String(
            contentsOf: root.appendingPathComponent("docs/your-first-feature.md"), encoding: .utf8)
        let samples = DocSample.samples(in: text, file: "docs/your-first-feature.md")
        #expect(samples.count >= 5)
        for sample in samples {
            let problems = sample.problems(under: made)
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }
    }
}

/// A folder of its own under the temporary directory, removed by the test.
struct ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
