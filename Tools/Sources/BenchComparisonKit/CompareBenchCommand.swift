// The `compare-bench` tool: several builds of `horizon bench`, run in turns, compared.
import Foundation
import ToolSupport

/// `compare-bench`: builds `horizon` several ways (a configuration, library evolution on or off,
/// a commit), runs `horizon bench --json` on each in turns, and prints each row's median per
/// build with its ratios.
public enum CompareBenchCommand {
    static let usage = """
        usage: compare-bench --builds BUILD,BUILD… [--rounds N] [--package-path DIR] [--out DIR]
                             [--scratch-path DIR [--build-only]] [-- BENCH OPTIONS…]

        Builds Horizon's `horizon` executable once per BUILD, each in a scratch folder of its own
        (nothing is written in the package), then runs `horizon bench --json` on every build in
        turns: round 1 of each build, then round 2, the first build changing each round, so a busy
        minute on the machine falls on every column alike. Prints a Markdown table: each row's
        median per operation over the rounds at the largest size, with its ratio to the hand-wired
        baseline measured in the same process, and each build's ratio to the first build of the
        same configuration, paired round by round.

        A BUILD is CONFIGURATION[+evolution][@REVISION]:
          debug | release      swift build -c debug or -c release
          +evolution           every module compiled with -enable-library-evolution (resilient
                               types, no function body crosses a module but an @inlinable one),
                               as Bazel builds Horizon's libraries
          @REVISION            built from that commit (git archive) instead of the working tree

          compare-bench --builds release,release+evolution,debug,debug+evolution -- --sizes 1000
          compare-bench --builds release@main,release -- --only link

          --builds B,B…        the builds, compared with the first of their configuration
          --rounds N           runs of `horizon bench` per build (default 3)
          --package-path DIR   Horizon's package (default: the current directory)
          --out DIR            also write DIR/comparison.md and DIR/results.json (every round)
          --scratch-path DIR   keep the builds in DIR (new, or made by this tool before), so that
                               the next comparison rebuilds only what changed; a temporary
                               folder, removed at the end, by default
          --build-only         with --scratch-path: build, and run nothing (the runs can then
                               wait for a quiet machine)
          -- OPTIONS           passed to `horizon bench` (--sizes, --only, --quick, --cycles)

        Exit status: 0 when every build built and every run passed its memory checks, 1 when a
        build or a run failed, 2 on bad input.
        """

    /// Runs the tool and exits.
    public static func main() -> Never {
        Tool.run(named: "compare-bench", usage: usage) { arguments in
            let options = try Options(&arguments)
            let comparison = try run(options)
            if options.buildOnly { return .success }
            let text =
                comparison.markdown
                + "\nMedians of \(options.rounds) rounds per build, taken in turns; one-minute load before each run: "
                + Self.loads(comparison.loads) + ".\n"
            print(text, terminator: "")
            if let out = options.out {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                let results = Results(
                    rounds: options.rounds, benchOptions: options.benchOptions, loads: comparison.loads,
                    builds: options.builds.map { Results.Build(name: $0.name, rounds: comparison.reports[$0] ?? []) })
                try out.write(
                    [("comparison.md", Data(text.utf8)), ("results.json", try encoder.encode(results))], flag: "--out")
            }
            return .success
        }
    }

    /// The command line, checked before anything is built.
    struct Options {
        var builds: [BenchBuild] = []
        var rounds = 3
        var package: URL?
        var out: MadeFiles?
        var scratch: MadeFiles?
        var buildOnly = false
        var benchOptions: [String] = []

        init(_ arguments: inout Arguments) throws {
            while let word = arguments.next() {
                switch word {
                case "--builds":
                    builds = try arguments.value(of: word, "builds separated by commas").split(separator: ",").map {
                        try BenchBuild(parsing: String($0))
                    }
                case "--rounds": rounds = try arguments.number(of: word)
                case "--package-path": package = try arguments.package(of: word)
                case "--out": out = try arguments.outputFolder(of: word)
                case "--scratch-path":
                    let kept = MadeFiles(
                        in: URL(fileURLWithPath: try arguments.value(of: word, "a directory")),
                        recordName: ".compare-bench")
                    try kept.checkRoom(for: ["sources", "builds", "tmp"], flag: word)
                    scratch = kept
                case "--build-only": buildOnly = true
                case "--":
                    while let option = arguments.next() { benchOptions.append(option) }
                default: throw Arguments.unknown(word)
                }
            }
            guard !builds.isEmpty else { throw Tool.Failure.badInput("--builds is required (see --help)") }
            guard !buildOnly || scratch != nil else {
                throw Tool.Failure.badInput("--build-only needs --scratch-path: a temporary folder's builds go with it")
            }
            guard Set(builds).count == builds.count else {
                throw Tool.Failure.badInput("--builds names a build twice")
            }
            if let option = benchOptions.first(where: { ["--json", "--setup"].contains($0) }) {
                throw Tool.Failure.badInput("\(option) is not a `horizon bench` option this tool passes on")
            }
        }
    }

    /// What `--out` writes to results.json: every round of every build.
    struct Results: Encodable {
        struct Build: Encodable {
            var name: String
            var rounds: [BenchReport]
        }
        var rounds: Int
        var benchOptions: [String]
        var loads: [Double]
        var builds: [Build]
    }

    /// Builds every build, then runs the rounds.
    static func run(_ options: Options) throws -> BenchComparison {
        let package = try options.package ?? Arguments.currentPackage()
        let scratch = try folder(options.scratch)
        let temporary = scratch.appendingPathComponent("tmp")
        var sources: [String: URL] = [:]
        var binaries: [BenchBuild: URL] = [:]
        for (index, build) in options.builds.enumerated() {
            var source = package
            if let revision = build.revision {
                let git = try Git(package: package)
                let commit = try git.commit(revision)
                source = try sources[commit] ?? extract(commit, of: git, into: scratch)
                sources[commit] = source
            }
            let products = scratch.appendingPathComponent(
                "builds/"
                    + build.name.map { $0.isLetter || $0.isNumber || "+-.".contains($0) ? String($0) : "_" }.joined())
            progress("building \(build.name) (\(index + 1) of \(options.builds.count))")
            let outcome = try Subprocess.run(
                build.buildCommand(package: source, scratch: products), temporaryDirectory: .kept(temporary))
            let binary = products.appendingPathComponent("\(build.configuration.rawValue)/horizon")
            guard outcome.status == 0, FileManager.default.isExecutableFile(atPath: binary.path) else {
                let error = outcome.output.split(separator: "\n").first { $0.contains("error:") }
                if error?.contains("no product named 'horizon'") == true {
                    throw Tool.Failure.badInput(
                        "\(package.path) has no product named 'horizon': compare-bench builds Horizon's to run horizon bench"
                    )
                }
                throw Tool.Failure.finding(
                    "building \(build.name) failed: \(error.map(String.init) ?? "swift build exited \(outcome.status)")"
                ).naming(scratch.path, as: "the scratch folder").naming(package.path, as: ".")
            }
            binaries[build] = binary
        }
        var comparison = BenchComparison(builds: options.builds)
        for round in 0..<(options.buildOnly ? 0 : options.rounds) {
            let order = options.builds.indices.map { options.builds[($0 + round) % options.builds.count] }
            for build in order {
                let load = LoadAverage.oneMinute()
                progress(
                    "round \(round + 1) of \(options.rounds): \(build.name)"
                        + (load.map { String(format: " (load %.1f)", $0) } ?? ""))
                let outcome = try Subprocess.run(
                    [binaries[build]?.path ?? "horizon", "bench", "--json"] + options.benchOptions,
                    separateErrors: true,
                    temporaryDirectory: .kept(temporary))
                let said = outcome.errors.split(separator: "\n").first.map(String.init) ?? ""
                switch outcome.status {
                case 0: break
                case 2: throw Tool.Failure.badInput(said.isEmpty ? "horizon bench refused its options" : said)
                case 1 where !outcome.output.isEmpty:
                    throw Tool.Failure.finding(
                        "\(build.name): a memory check of horizon bench failed (round \(round + 1))")
                default:
                    throw Tool.Failure.finding("\(build.name): horizon bench exited \(outcome.status) \(said)")
                }
                comparison.add(try BenchReport(json: Data(outcome.output.utf8)), of: build, load: load)
            }
        }
        return comparison
    }

    /// The package's files at `commit`, extracted into the scratch folder's `sources`. A commit's
    /// files never change: a kept folder's extraction is reused as it is (`.extracted`, written
    /// last, names the package's folder in it).
    private static func extract(_ commit: String, of git: Git, into scratch: URL) throws -> URL {
        let folder = scratch.appendingPathComponent("sources/\(commit)")
        let done = folder.appendingPathComponent(".extracted")
        if let path = try? String(contentsOf: done, encoding: .utf8) { return folder.appendingPathComponent(path) }
        ScratchFolder.removeItem(atPath: folder.path)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = try git.extract(commit, into: folder)
        let path = String(source.path.dropFirst(folder.path.count + 1))
        try Tool.writing(done.path) { try Data(path.utf8).write(to: done) }
        return source
    }

    /// The folder the builds go in: the kept one `--scratch-path` named, its parts recorded as
    /// the tool's, or a temporary one removed when the tool ends.
    private static func folder(_ kept: MadeFiles?) throws -> URL {
        guard let kept else { return try ScratchFolder("compare-bench").url }
        try kept.makeFolder()
        for name in ["sources", "builds", "tmp"] { try kept.makeDirectory(name) }
        return kept.folder
    }

    private static func progress(_ message: String) {
        FileHandle.standardError.write(Data("compare-bench: \(message)\n".utf8))
    }

    private static func loads(_ loads: [Double]) -> String {
        guard let median = BenchComparison.median(loads), let highest = loads.max() else { return "not read" }
        return String(format: "median %.1f, highest %.1f", median, highest)
    }
}
