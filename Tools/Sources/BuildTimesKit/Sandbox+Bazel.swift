import BazelKit
import Foundation
import ToolSupport

/// The sandbox built with Bazel: the files `bazel-build-files` writes, one output base beside the
/// copy (its server stays up between builds, as a developer's does), and Bazel's JSON profile,
/// which names each action that ran and its duration.
extension Sandbox {
    /// Bazel's output base for this copy: beside it, outside the workspace.
    var outputBase: URL { root.appendingPathExtension("bazel") }

    /// Writes the copy's Bazel files from its manifest, over any the package has: the copy is
    /// the tool's. From then on a build builds what `swift build` builds, not the tests.
    /// With ``BuildSystem/bazelNoEvolution``, every library without library evolution.
    mutating func writeBazelFiles(_ manifest: PackageDump) throws {
        let files = try BazelFiles(
            package: manifest, root: root, evolution: buildSystem == .bazelNoEvolution ? .off : .trial)
        try files.write(to: root, replacingAny: true)
        bazelTargets = files.buildLabels
    }

    /// The JSON trace profile of the last `bazel build` (``bazelBuild(first:outputBase:)``).
    var bazelProfile: URL { root.appendingPathExtension("profile.json") }

    /// Bazel's compilation mode for the sandbox's configuration.
    private var compilationMode: String { "--compilation_mode=\(configuration == .release ? "opt" : "fastbuild")" }

    /// `bazel build` of ``bazelTargets``, timed; the modules whose compile actions ran, from the profile.
    ///
    /// - Parameter outputBase: Another output base than the copy's (a build from nothing beside it).
    func bazelBuild(first: Bool, outputBase: URL? = nil) throws -> BuildOutcome {
        let profile = bazelProfile
        var arguments = [
            "bazel", "--output_base=\((outputBase ?? self.outputBase).path)", "build", "--symlink_prefix=/",
            // Unslimmed: a large build's profile would merge short events, and the actions with them.
            "--profile=\(profile.path)", "--noslim_profile", compilationMode,
        ]
        if let remoteCache { arguments.append("--remote_cache=\(remoteCache)") }
        arguments += remoteFlags
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = try Subprocess.run(arguments + ["--"] + bazelTargets, in: root, temporaryDirectory: .inherited)
        let elapsed = clock.now - start
        try check(outcome, first: first, command: "bazel build")
        let actions = try BazelProfile(contentsOf: profile)
        return BuildOutcome(
            seconds: elapsed.seconds, recompiled: actions.compiled.filter(modules.contains).sorted(),
            actionSeconds: actions.seconds, cacheHits: BazelProfile.processes(in: outcome.output)["remote cache hit"],
            localActions: BazelProfile.localActions(in: outcome.output),
            remoteActions: BazelProfile.processes(in: outcome.output)["remote"],
            // A build that ran no action has no critical path.
            criticalPathSeconds: (try? CriticalPath(profile: profile))?.seconds)
    }

    /// The folder Bazel writes the rules' outputs into (`bazel info bazel-bin`).
    func bazelBin(outputBase: URL) throws -> URL {
        let outcome = try Subprocess.run(
            ["bazel", "--output_base=\(outputBase.path)", "info", compilationMode, "bazel-bin"], in: root,
            separateErrors: true, temporaryDirectory: .inherited)
        guard outcome.status == 0 else { throw Tool.Failure.finding("bazel info bazel-bin failed: \(outcome.errors)") }
        return URL(fileURLWithPath: outcome.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Stops the copy's Bazel server (each output base has one), so its folder can go.
    func shutDownBazel() {
        guard buildSystem.isBazel else { return }
        _ = try? Subprocess.run(
            ["bazel", "--output_base=\(outputBase.path)", "shutdown"], in: root, temporaryDirectory: .inherited)
    }
}

/// What Bazel's JSON trace profile (`--profile`) says about the actions that ran.
struct BazelProfile {
    /// The modules whose `SwiftCompile` action ran (the rules name them in the progress message).
    let compiled: Set<String>
    /// The seconds of the compile, link and interface-module actions that ran, added up (an
    /// importer compiles against a module built from a library's interface: that build is work
    /// an edit of the interface costs, though no module's code recompiles).
    let seconds: Double

    init(contentsOf file: URL) throws {
        guard let data = try? Data(contentsOf: file), let trace = BazelTrace.decode(data) else {
            throw Tool.Failure.finding("cannot read Bazel's profile \(file.path)")
        }
        guard !trace.traceEvents.contains(where: \.isMerged) else {
            throw Tool.Failure.finding(
                "Bazel merged short events in \(file.path) (--slim_profile): the actions that ran cannot be counted")
        }
        var compiled: Set<String> = []
        var microseconds = 0.0
        for event in trace.traceEvents where event.cat == "action processing" {
            guard let name = event.name else { continue }
            if name.hasPrefix(Self.compiling) { compiled.insert(String(name.dropFirst(Self.compiling.count))) }
            if name.hasPrefix(Self.compiling) || name.hasPrefix(Self.interfaceModule) || name.hasPrefix("Linking ")
                || name.hasPrefix("Compiling C ")
            {
                microseconds += event.dur ?? 0
            }
        }
        self.compiled = compiled
        seconds = microseconds / 1e6
    }

    /// The progress message of the rules' compile action, before the module's name.
    static let compiling = "Compiling Swift module "
    /// The progress message of the action that builds a library's module from its interface.
    static let interfaceModule = "Building the public module of "

    /// Bazel's summary, `INFO: 64 processes: 54 remote cache hit, 10 internal.`, as counts by kind.
    static func processes(in log: String) -> [String: Int] {
        guard let line = log.split(separator: "\n").last(where: { $0.contains(" processes: ") }),
            let colon = line.range(of: " processes: ")
        else { return [:] }
        var counts: [String: Int] = [:]
        for part in line[colon.upperBound...].split(separator: ",") {
            let words = part.trimmingCharacters(in: .whitespaces.union(["."])).split(separator: " ", maxSplits: 1)
            if words.count == 2, let count = Int(words[0]) { counts[String(words[1]), default: 0] += count }
        }
        return counts
    }

    /// The actions that ran on this machine: every process but Bazel's internal ones, the cache's
    /// and a remote executor's.
    static func localActions(in log: String) -> Int {
        processes(in: log).filter { !["internal", "remote cache hit", "remote"].contains($0.key) }.values.reduce(0, +)
    }
}
