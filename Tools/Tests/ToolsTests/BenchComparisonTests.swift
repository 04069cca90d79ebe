import Foundation
import Testing
import ToolSupport

@testable import BenchComparisonKit

/// `compare-bench` on a package whose `horizon bench` prints known figures: its builds, its
/// rounds in turns, its ratios.
@Suite("compare-bench: builds of horizon bench side by side", .serialized)
struct BenchComparisonTests {
    /// A `horizon` that prints a bench report of one row: `per` ns per operation (halved in a
    /// release build), beside a baseline of 10 ns. `--bogus` is refused as horizon refuses.
    static func files(per nanoseconds: Int) -> [String: String] {
        [
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(name: "Probe", targets: [.executableTarget(name: "horizon")])

            """,
            "Sources/horizon/main.swift": """
            import Foundation

            #if DEBUG
                let per = \(nanoseconds)
            #else
                let per = \(nanoseconds / 2)
            #endif
            if CommandLine.arguments.contains("--bogus") {
                FileHandle.standardError.write(Data("horizon: bench: unknown option '--bogus'\\n".utf8))
                exit(2)
            }
            print(#"{"rows": [{"name": "resolve", "sizes": [{"size": 100, "measure": {"median": 1, "min": 1, "max": 1}}, "#
                + #"{"size": 1000, "measure": {"median": \\#(per), "min": 1, "max": 1}}], "#
                + #""baselineName": "hand", "baseline": {"median": 10, "min": 10, "max": 10}}], "memory": []}"#)

            """,
        ]
    }

    @Test("a build is written CONFIGURATION[+evolution][@REVISION]; anything else is one line of bad input")
    func builds() throws {
        let build = try BenchBuild(parsing: "debug+evolution@HEAD~1")
        #expect(build == BenchBuild(configuration: .debug, libraryEvolution: true, revision: "HEAD~1"))
        #expect(build.name == "debug+evolution@HEAD~1")
        #expect(
            build.buildCommand(package: URL(fileURLWithPath: "/p"), scratch: URL(fileURLWithPath: "/s")).suffix(2)
                == ["-Xswiftc", "-enable-library-evolution"])
        for text in ["fast", "release+lto", "release+evolution+evolution", "release@", "release@-x"] {
            #expect(throws: Tool.Failure.self) { try BenchBuild(parsing: text) }
        }
    }

    @Test("the command line is checked before anything is built: one line, exit 2")
    func refusals() throws {
        let cases: [([String], String)] = [
            ([], "--builds is required"),
            (["--builds", "debug,debug"], "--builds names a build twice"),
            (["--builds", "debug", "--build-only"], "--build-only needs --scratch-path"),
            (["--builds", "debug", "--", "--json"], "--json is not a `horizon bench` option this tool passes on"),
            (["--builds", "debug", "--rounds", "0"], "--rounds needs a whole number above 0"),
            (["--builds", "debug", "--bogus"], "unknown argument '--bogus'"),
        ]
        for (arguments, message) in cases {
            let run = try ToolRun("compare-bench", arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.errors.hasPrefix("compare-bench: \(message)"), "\(run.errors)")
            #expect(run.errors.split(separator: "\n").count == 1, "\(run.errors)")
        }
    }

    @Test("ratios pair the rounds, and each build is compared with the first of its configuration")
    func ratios() {
        let builds = ["release", "release+evolution", "debug", "debug+evolution"].compactMap {
            try? BenchBuild(parsing: $0)
        }
        var comparison = BenchComparison(builds: builds)
        let row = { (median: Double) in
            BenchReport(rows: [BenchReport.Row(name: "push", size: 1_000, median: median, baseline: 100)])
        }
        // A busy second round doubles every build's time: the paired ratios do not move.
        for (round, factor) in [1.0, 2.0, 1.0].enumerated() {
            for (build, median) in zip(builds, [200.0, 300, 1_000, 4_000]) {
                comparison.add(row(median * factor), of: build, load: Double(round))
            }
        }
        let line = comparison.lines[0]
        #expect(line.medians == [200, 300, 1_000, 4_000])
        #expect(line.baselineRatios == [2, 3, 10, 40])
        #expect(line.referenceRatios == [nil, 1.5, nil, 4])
        #expect(comparison.reference(of: builds[3]) == builds[2])
        #expect(
            comparison.markdown.contains(
                "| push | 1,000 | 200 ns (2.0x) | 300 ns (3.0x) | 1.0 µs (10.0x) | 4.0 µs (40.0x) | 1.50x | 4.00x |"))
        #expect(comparison.markdown.contains("`debug+evolution` ÷ `debug`"))
    }

    @Test("end to end: a commit, the working tree and a release build, run in turns; bad options refused")
    func endToEnd() throws {
        let package = try TemporaryPackage(Self.files(per: 400))
        defer { package.remove() }
        try package.git("init", "-q")
        try package.git("add", "-A")
        try package.git("commit", "-q", "-m", "slow")
        try package.write(Self.files(per: 200)["Sources/horizon/main.swift"] ?? "", to: "Sources/horizon/main.swift")
        let out = package.root.appendingPathComponent("report")
        let kept = FileManager.default.temporaryDirectory.appendingPathComponent("compare-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: kept) }
        let arguments = ["--builds", "debug@HEAD,debug,release", "--package-path", package.root.path]
        let run = try ToolRun(
            "compare-bench", arguments + ["--rounds", "2", "--out", out.path, "--scratch-path", kept.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output.contains("| resolve | 1,000 | 400 ns (40.0x) | 200 ns (20.0x) | 100 ns (10.0x) | 0.50x |"),
            "\(run.output)")
        #expect(run.errors.contains("round 2 of 2: debug (load"), "\(run.errors)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("results.json").path))
        // The kept builds serve the next comparison: the commit is not extracted again.
        let sources = kept.appendingPathComponent("sources")
        let commits = try FileManager.default.contentsOfDirectory(atPath: sources.path)
        #expect(commits.count == 1)
        let marker = sources.appendingPathComponent("\(commits.first ?? "")/.extracted").path
        let extracted = try FileManager.default.attributesOfItem(atPath: marker)[.modificationDate] as? Date
        let again = try ToolRun("compare-bench", arguments + ["--rounds", "1", "--scratch-path", kept.path])
        #expect(again.status == 0, "\(again.errors)")
        #expect(try FileManager.default.attributesOfItem(atPath: marker)[.modificationDate] as? Date == extracted)
        // A folder holding a `builds` of the user's is not the tool's to write in.
        try package.write("mine\n", to: "theirs/builds")
        let theirs = try ToolRun(
            "compare-bench", arguments + ["--scratch-path", package.url("theirs").path])
        #expect(theirs.status == 2)
        #expect(theirs.errors.contains("exists and is not the tool's"), "\(theirs.errors)")
        #expect(!FileManager.default.fileExists(atPath: package.url(".build").path), "nothing built in the package")
        let refused = try ToolRun(
            "compare-bench",
            ["--builds", "debug", "--rounds", "1", "--package-path", package.root.path, "--", "--bogus"])
        #expect(refused.status == 2)
        let library = try TemporaryPackage([
            "Package.swift": TemporaryPackage.manifest([("Core", [])]),
            "Sources/Core/Core.swift": "public let one = 1\n",
        ])
        defer { library.remove() }
        let noHorizon = try ToolRun("compare-bench", ["--builds", "debug", "--package-path", library.root.path])
        #expect(noHorizon.status == 2)
        #expect(noHorizon.errors.contains("has no product named 'horizon'"), "\(noHorizon.errors)")
        #expect(
            refused.errors.hasSuffix("compare-bench: horizon: bench: unknown option '--bogus'\n"), "\(refused.errors)")
    }
}
