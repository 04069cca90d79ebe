import Foundation
import Testing
import ToolSupport

@testable import TestSelectionKit

/// `select-tests` on a package in git it was not written for, commit by commit, with known
/// answers: `Feature` builds on `Core`, `Other` stands alone, each has its tests.
@Suite("select-tests on a package's history", .serialized)
struct SelectTestsCommandTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Probe",
            targets: [
                .target(name: "Core"),
                .target(name: "Feature", dependencies: ["Core"]),
                .target(name: "Other"),
                .testTarget(name: "CoreTests", dependencies: ["Core"]),
                .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
                .testTarget(name: "OtherTests", dependencies: ["Other"]),
            ]
        )

        """

    static let files: [String: String] = [
        "Package.swift": manifest,
        "Sources/Core/Core.swift": "public func core() -> Int {\n    1\n}\n",
        "Sources/Feature/Feature.swift": "import Core\n\npublic func feature() -> Int {\n    core() + 1\n}\n",
        "Sources/Other/Other.swift": "public func other() -> Int {\n    3\n}\n",
        "Tests/CoreTests/CoreTests.swift": "import Core\nimport Testing\n\n@Test func one() { #expect(core() == 1) }\n",
        "Tests/FeatureTests/FeatureTests.swift":
            "import Feature\nimport Testing\n\n@Test func two() { #expect(feature() == 2) }\n",
        "Tests/OtherTests/OtherTests.swift":
            "import Other\nimport Testing\n\n@Test func three() { #expect(other() == 3) }\n",
        "README.md": "# Probe\n",
    ]

    /// The package with four commits: the start, a body edit of Core, the README, a manifest
    /// comment, and a new dependency in the manifest.
    static func history() throws -> TemporaryPackage {
        let package = try TemporaryPackage(files)
        try package.git("init", "-q")
        try commit(package, "start")
        try package.write(
            "public func core() -> Int {\n    2 - 1\n}\n\npublic enum Sign { case zero, other }\n\n"
                + "public func sign(_ x: Int) -> Sign {\n    switch x {\n    case 0: .zero\n    default: .other\n    }\n}\n",
            to: "Sources/Core/Core.swift")
        try commit(package, "core: a body edit")
        try package.write("# Probe\n\nA package.\n", to: "README.md")
        try commit(package, "readme")
        try package.write("// A comment.\n" + manifest, to: "Package.swift")
        try commit(package, "manifest: a comment")
        try package.write(
            "// A comment.\n"
                + manifest.replacingOccurrences(
                    of: #".target(name: "Other"),"#, with: #".target(name: "Other", dependencies: ["Core"]),"#),
            to: "Package.swift")
        try commit(package, "manifest: Other depends on Core")
        return package
    }

    static func commit(_ package: TemporaryPackage, _ message: String) throws {
        try package.git("add", "-A")
        try package.git("commit", "-q", "-m", message)
    }

    /// The tool's JSON selection of `range` in the package.
    static func selection(_ range: String, in package: TemporaryPackage) throws -> [String: Any] {
        let run = try ToolRun("select-tests", [range, "--json", "--package-path", package.root.path])
        #expect(run.status == 0, "\(run.errors)")
        return try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any] ?? [:]
    }

    static func targets(_ json: [String: Any]) -> [String] {
        (json["selected"] as? [[String: Any]] ?? []).compactMap { $0["target"] as? String }
    }

    @Test("each commit selects what its change reaches: a body edit, docs, a manifest comment, a new dependency")
    func history() throws {
        let package = try Self.history()
        defer { package.remove() }
        let edit = try Self.selection("HEAD~3", in: package)
        #expect(Self.targets(edit) == ["CoreTests", "FeatureTests"])
        #expect(edit["skipped"] as? [String] == ["OtherTests"])
        #expect(edit["filter"] as? String == #"^(CoreTests|FeatureTests)\."#)
        let readme = try Self.selection("HEAD~2", in: package)
        #expect(Self.targets(readme).isEmpty && readme["filter"] is NSNull)
        #expect(readme["outside"] as? [String] == ["README.md"])
        let comment = try Self.selection("HEAD~1", in: package)
        #expect(Self.targets(comment).isEmpty, "a comment reads the same")
        #expect(comment["manifestsReadingTheSame"] as? [String] == ["Package.swift"], "and the manifest is named")
        let commentText = try ToolRun("select-tests", ["HEAD~1", "--package-path", package.root.path])
        #expect(
            commentText.output.contains(
                "Package.swift changed, its dump did not (what SwiftPM reads is the same): no test runs for it"),
            "\(commentText.output)")
        let dependency = try Self.selection("HEAD", in: package)
        #expect(Self.targets(dependency) == ["CoreTests", "FeatureTests", "OtherTests"])
        let text = try ToolRun("select-tests", ["HEAD~4..HEAD~2", "--package-path", package.root.path])
        #expect(text.output.contains("run 2 of 3 test targets (2 of 3 tests):"), "\(text.output)")
        #expect(text.output.contains("FeatureTests: links Core (1 file changed) through FeatureTests → Feature → Core"))
        #expect(text.output.contains("swift test --filter '^(CoreTests|FeatureTests)\\.'"))
    }

    @Test("the replay counts every commit's targets and tests, and the totals")
    func replay() throws {
        let package = try Self.history()
        defer { package.remove() }
        let run = try ToolRun("select-tests", ["--replay", "HEAD~4", "--package-path", package.root.path])
        #expect(run.status == 0, "\(run.errors)")
        let rows = run.output.split(separator: "\n").dropFirst().prefix(4).map {
            $0.split(separator: " ", omittingEmptySubsequences: true).prefix(3).dropFirst().joined(separator: " ")
        }
        #expect(rows == ["1 2/3", "1 0/3", "1 0/3", "1 3/3"], "\(run.output)")
        #expect(run.output.contains("4 commits: 5 of 12 test-target runs (42%), 5 of 12 tests (42%); skipped 7 tests"))
    }

    @Test(
        "bad input: an unknown commit, a root commit, --run on a dirty tree, away from the range's end, or not building"
    )
    func badInput() throws {
        let package = try Self.history()
        defer { package.remove() }
        let path = package.root.path
        for (arguments, message) in [
            (["nosuch..HEAD"], "'nosuch' is not a commit"),
            (["HEAD~4"], "has no parent commit"),
            (["HEAD~2", "--run"], "not at the range's end"),
            (["--replay", "HEAD", "--json"], "take no range"),
            (["--inputs", "/nonexistent.json"], "--inputs: no file at '/nonexistent.json'"),
            (["HEAD~2...HEAD"], "'HEAD~2...HEAD' is not a range: write BASE..HEAD, or one commit"),
        ] {
            let run = try ToolRun("select-tests", arguments + ["--package-path", path])
            #expect(run.status == 2 && run.errors.contains(message), "\(arguments): \(run.errors)")
        }
        try package.write("public func other() -> Int {\n    4\n}\n", to: "Sources/Other/Other.swift")
        let dirty = try ToolRun("select-tests", ["--run", "--package-path", path])
        #expect(dirty.status == 2 && dirty.errors.contains("uncommitted change(s) (Sources/Other/Other.swift)"))
        try package.write("public func other() -> Int {\n    missing\n}\n", to: "Sources/Other/Other.swift")
        try Self.commit(package, "other: does not build")
        let broken = try ToolRun("select-tests", ["--run", "--package-path", path])
        #expect(broken.status == 2, "\(broken.errors)")
        #expect(
            broken.errors.contains("does not build: \(path)/Sources/Other/Other.swift:2:5: error:"), "\(broken.errors)")
        try package.write(#"{"undeclared inputs": {"Nope": ["docs"]}}"#, to: "select-tests.json")
        let inputs = try ToolRun("select-tests", ["HEAD", "--package-path", path])
        #expect(inputs.status == 2 && inputs.errors.contains("select-tests.json names Nope, not a test target"))
        try package.write(#"["docs"]"#, to: "select-tests.json")
        let shape = try ToolRun("select-tests", ["HEAD", "--package-path", path])
        #expect(shape.status == 2 && shape.errors.contains("select-tests.json is not a list of undeclared inputs"))
        try FileManager.default.removeItem(at: package.url("select-tests.json"))
        try package.write(
            "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: 1)\n",
            to: "Package.swift")
        try Self.commit(package, "a manifest that does not load")
        let manifest = try ToolRun("select-tests", ["HEAD", "--package-path", path])
        #expect(manifest.status == 2, "\(manifest.errors)")
        #expect(manifest.errors.contains("does not load: Package.swift:4:"), "\(manifest.errors)")
    }

    @Test("--run runs the selected targets; --mutate finds every failure of the changed code among them")
    func runAndMutate() throws {
        let package = try Self.history()
        defer { package.remove() }
        let path = package.root.path
        try package.git("checkout", "-q", "HEAD~3")
        let run = try ToolRun("select-tests", ["--run", "--package-path", path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("2 tests") || run.errors.contains("2 tests"), "\(run.output)\(run.errors)")
        let mutate = try ToolRun("select-tests", ["--mutate", "HEAD", "--package-path", path])
        #expect(mutate.status == 0, "\(mutate.output)\(mutate.errors)")
        #expect(
            mutate.output.contains(
                "injected: 1 function bodies in 1 changed file(s) (Sources/Core/Core.swift: 1); 1 left out, where the "
                    + "failure did not compile"), "a switch expression's body cannot take the failure: it is left out")
        #expect(mutate.output.contains("failed:   2: CoreTests, FeatureTests"))
        #expect(mutate.output.contains("✓ every injected failure landed in a selected target"))

        // A selection that leaves the failing targets out is caught.
        let git = try Git(package: package.root)
        let folder = package.root.appendingPathComponent(".build-select-tests")
        let scratch = try ScratchFolder("select-tests-test")
        defer { scratch.remove() }
        let change = try ChangeSet(range: "HEAD", git: git, manifests: ManifestCache(git: git, scratch: scratch.url))
        let check = MutationCheck(
            copy: try WorkingCopy(in: folder, git: git), scratch: folder.appendingPathComponent("build"))
        let none = TestSelection(
            manifest: change.manifest, files: ["README.md"], manifestChanged: nil, inputs: UndeclaredInputs())
        let outcome = try check.check(change, selection: none)
        #expect(outcome.missed == ["CoreTests", "FeatureTests"] && !outcome.holds)
        let report = MutationReport(outcome: outcome, summary: "x")
        #expect(report.text.contains("✗ missed: 2: CoreTests, FeatureTests"))
        #expect(
            report.annotations
                == ["CoreTests", "FeatureTests"].map {
                    "::error file=Sources/Core/Core.swift,title=select-tests%3A \($0) missed::x: \($0) failed with a failure "
                        + "injected into this change and was not selected"
                }, "each missed target an annotation on the changed file")
        #expect(report.entry.missed == ["CoreTests", "FeatureTests"] && !report.entry.holds)

        // --format json: one document, and nothing else on standard output.
        let json = try ToolRun("select-tests", ["--mutate", "HEAD", "--package-path", path, "--format", "json"])
        #expect(json.status == 0, "\(json.errors)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any], "\(json.output)")
        let commits = try #require(document["commits"] as? [[String: Any]])
        #expect(commits.count == 1 && commits.first?["holds"] as? Bool == true)
        #expect(commits.first?["failed"] as? [String] == ["CoreTests", "FeatureTests"])
    }
}
