// Selective testing for any SwiftPM package in git: the test targets a change must run, and why.
import Foundation
import ToolSupport

/// The `select-tests` executable's work: it reads `CommandLine.arguments` and exits with the tool's status.
public enum SelectTestsCommand {
    static let usage = """
        usage: select-tests [RANGE] [--package-path DIR] [--format text|github|json | --json | --run [-- ARGS…]]
               select-tests --replay FROM[..TO] [--package-path DIR]
               select-tests --mutate REV… [--package-path DIR] [--format text|github|json]

        Prints the test targets a change to the package at DIR (default: the current directory) must
        run, why each runs, and the `swift test --filter` pattern that runs them. RANGE is BASE..HEAD,
        or one commit REV for its own change (REV~1..REV); the default is HEAD~1..HEAD, the last commit.

        The changed files are mapped to targets through the manifest, and the dependency graph is
        walked backwards: a test target runs when its bundle links a changed target (SwiftPM links a
        test target's whole dependency closure). A changed manifest (what dump-package reads) or
        Package.resolved runs every test. A test that reads files outside its targets (a script, a
        copy of the package) names them in select-tests.json at the package root:
            { "undeclared inputs": { "ArchitectureTests": ["Package.swift", "Modules", "Scripts"] } }
        --inputs FILE reads another file.

          --json         print the selection as JSON (--format json); --format github prints the text,
                         then a GitHub Actions notice of what runs (::notice title=select-tests::…)
          --run          build the tests, then run the selected ones: swift test --filter PATTERN, then
                         what follows `--`; the working tree must be clean and at RANGE's end
          --replay FROM[..TO]  select every commit after FROM up to TO (default HEAD; first parents) as
                         its own change, and report the test targets and tests each would have run,
                         and the totals
          --mutate REV…  validate the selection of each commit's own change: inject a failure into
                         every function of the Swift files it changed, run each test target alone on
                         that copy (in DIR/.build-select-tests, kept for the next run), and check that
                         every target that fails was selected. With --format github, each missed
                         target is an annotation on the first changed file (::error file=…::…); with
                         --format json, one document: {"commits": [{"commit", "holds", "inconclusive",
                         "injected", "selected", "failed", "missed"}]}

        Exits 0 (with --run, the tests passed; with --mutate, every failure landed in a selected
        target); 1 a test failed, a failure landed in a skipped target, or git failed; 2 on bad
        input (a commit or range that does not exist, a dirty tree with --run, a package that does
        not build with --run: the reason names the file and its first error, a manifest that does
        not load, a select-tests.json naming no test target).
        """

    /// Runs the tool and exits: 0 done, 1 a finding, 2 bad input (the reason on standard error).
    public static func main() -> Never {
        Tool.run(named: "select-tests", usage: usage) { arguments in
            var options = Options()
            try options.read(&arguments)
            let root = try options.package ?? Arguments.currentPackage()
            let git = try Git(package: root)
            if let file = options.inputs, !FileManager.default.fileExists(atPath: file.path) {
                throw Tool.Failure.badInput("--inputs: no file at '\(file.path)'")
            }
            let inputs = try UndeclaredInputs.load(
                options.inputs ?? root.appendingPathComponent(UndeclaredInputs.fileName))
            let scratch = try ScratchFolder("horizon-select-tests")
            defer { scratch.remove() }
            let manifests = ManifestCache(git: git, scratch: scratch.url)
            switch options.mode {
            case .replay(let range):
                let ends = range.components(separatedBy: "..")
                let replay = try Replay(
                    from: ends[0], to: ends.count > 1 ? ends[1] : "HEAD", git: git, manifests: manifests, inputs: inputs
                )
                print(replay.report)
                return .success
            case .mutate(let revisions, let format):
                return try mutate(revisions, format: format, root: root, git: git, manifests: manifests, inputs: inputs)
            case .select(let range, let output):
                let change = try ChangeSet(range: range, git: git, manifests: manifests)
                let unknown = inputs.unknownTargets(in: change.manifest)
                guard unknown.isEmpty else {
                    throw Tool.Failure.badInput(
                        "\(inputs.source) names \(unknown.joined(separator: ", ")), not a test target "
                            + "of the package: fix the name or remove the entry")
                }
                let selection = TestSelection(change, inputs: inputs)
                let counts = TestCounts(at: change.head, of: change.manifest, git: git)
                let report = SelectionReport(change: change, selection: selection, counts: counts, git: git)
                switch output {
                case .text: print(try report.text)
                case .github:
                    print(try report.text)
                    print(
                        FindingFormat.annotation(
                            level: "notice", file: nil, line: nil, title: "select-tests",
                            message:
                                "run \(selection.selected.count) of \(selection.selected.count + selection.skipped.count) "
                                + "test targets: " + (selection.filter.map { "swift test --filter '\($0)'" } ?? "none"))
                    )
                case .json: print(try report.json)
                case .run(let passThrough):
                    try requireCheckedOut(change.head, git: git)
                    FileHandle.standardError.write(Data((try report.text + "\n").utf8))
                    guard let filter = selection.filter else { return .success }
                    let build = try Subprocess.run(["swift", "build", "--build-tests", "--package-path", root.path])
                    guard build.status == 0 else { throw BuildLog.doesNotBuild(root, output: build.output) }
                    let status = try Subprocess.passingThrough(
                        ["swift", "test", "--package-path", root.path, "--filter", filter] + passThrough)
                    return status == 0 ? .success : .finding
                }
                return .success
            }
        }
    }

    /// `--run` tests the working tree: it must be the range's end, with nothing uncommitted.
    private static func requireCheckedOut(_ head: String, git: Git) throws {
        guard try git.commit("HEAD") == head else {
            throw Tool.Failure.badInput(
                "--run tests the working tree, which is not at the range's end \(head.prefix(7)): check it out, "
                    + "or leave out --run")
        }
        let dirty = try git.entries(["status", "--porcelain", "-z", "--no-renames", "--", "."])
        guard dirty.isEmpty else {
            throw Tool.Failure.badInput(
                "--run tests the working tree, which has \(dirty.count) uncommitted change(s) (\(dirty[0].dropFirst(3))"
                    + (dirty.count > 1 ? ", …" : "") + "): commit or stash them, or leave out --run")
        }
    }

    private static func mutate(
        _ revisions: [String], format: FindingFormat, root: URL, git: Git, manifests: ManifestCache,
        inputs: UndeclaredInputs
    ) throws -> Tool.Status {
        let folder = root.appendingPathComponent(".build-select-tests")
        let check = MutationCheck(
            copy: try WorkingCopy(in: folder, git: git), scratch: folder.appendingPathComponent("build"))
        var (held, missed, inconclusive) = (0, 0, 0)
        var reports: [MutationReport] = []
        for (index, revision) in revisions.enumerated() {
            FileHandle.standardError.write(
                Data("select-tests: checking \(revision) (\(index + 1) of \(revisions.count))\n".utf8))
            let change = try ChangeSet(range: revision, git: git, manifests: manifests)
            let selection = TestSelection(change, inputs: inputs)
            let outcome = try check.check(change, selection: selection)
            let report = MutationReport(outcome: outcome, summary: try git.summary(of: change.head))
            reports.append(report)
            if format != .json { print(report.text) }
            if format == .github { for annotation in report.annotations { print(annotation) } }
            if outcome.inconclusive != nil {
                inconclusive += 1
            } else if outcome.holds {
                held += 1
            } else {
                missed += 1
            }
        }
        if format == .json {
            print(FindingFormat.json(MutationReport.Document(commits: reports.map(\.entry))))
        } else {
            print(
                "\(revisions.count) commits: the selection held in \(held), missed a failing target in \(missed), "
                    + "and \(inconclusive) could not be checked")
        }
        return missed == 0 ? .success : .finding
    }
}
