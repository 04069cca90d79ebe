import Foundation
import ToolSupport

/// An experiment on two checkouts of a package, each with its own Bazel output base, and a server
/// on loopback between them (``SharedCacheExperiment``, ``RemoteExecutionExperiment``): its
/// builds, a table of them, and whether the server did its work.
protocol CheckoutExperiment {
    /// The file of `--out` the builds are written to.
    static var recordName: String { get }
    /// Starts the server, runs the builds and stops it.
    func run() throws -> [CheckoutBuild]
    /// The builds as a Markdown table.
    static func markdown(_ builds: [CheckoutBuild]) -> String
    /// Whether the server did its work: one line either way.
    static func verdict(_ builds: [CheckoutBuild]) -> (holds: Bool, line: String)
}

extension CheckoutExperiment {
    /// Runs the experiment, prints its table and verdict, and writes the builds into `out`.
    ///
    /// - Returns: A finding when the verdict does not hold.
    func report(out: MadeFiles?) throws -> Tool.Status {
        let builds = try run()
        print(Self.markdown(builds))
        let verdict = Self.verdict(builds)
        print("\n" + verdict.line)
        if let out {
            try out.write([(Self.recordName, try jsonData(builds))], flag: "--out")
            print("\nwrote \(out.folder.path)/\(Self.recordName)")
        }
        return verdict.holds ? .success : .finding
    }

    /// Two copies of the package, `checkout-a` and `checkout-b` in `scratch`, each built by Bazel
    /// from the files `bazel-build-files` writes, in an output base of its own.
    static func checkouts(
        of package: URL, manifest: PackageDump, in scratch: URL, configuration: Sandbox.Configuration
    ) throws -> [Sandbox] {
        try ["a", "b"].map { name in
            var checkout = try Sandbox.copy(
                package, to: scratch.appendingPathComponent("checkout-\(name)"), modules: manifest.builtModules,
                configuration: configuration, compilerFlags: [])
            checkout.buildSystem = .bazel
            try checkout.writeBazelFiles(manifest)
            return checkout
        }
    }
}

/// One build of a checkout experiment.
struct CheckoutBuild: Encodable {
    let step: String
    /// `A` or `B`.
    let checkout: String
    let seconds: Double
    /// The actions that ran on this machine (compiles and links).
    let localActions: Int
    /// The actions the server's cache served.
    let cacheHits: Int
    /// The actions a remote executor ran, when one did.
    var remoteActions: Int?
    /// The critical path of the build from its profile, when the experiment reads it.
    var criticalPath: Double?
    /// The one-minute load average before the build (``LoadAverage``), or before each run's.
    var loads: [Double]?
    /// Each run's wall time, when the build is the median of several (`seconds` is the median).
    var runs: [Double]?
    /// Each run's actions run here, when the build is the median of several (`localActions` is the most).
    var localActionsPerRun: [Int]?

    /// The wall time, `0.41`, or the median of the runs with the fastest and the slowest: `0.41 (0.38–0.52)`.
    var secondsText: String {
        guard let runs, runs.count > 1 else { return format(seconds) }
        return Seconds(runs).spread
    }

    /// The load average before the build: the median and, in parentheses, the highest.
    var loadText: String { LoadAverage.text(of: loads) }

    /// Builds `checkout` and records it, with progress lines before and after.
    ///
    /// - Parameters:
    ///   - first: The checkout's first build, which shows whether the user's package builds at all.
    ///   - outputBase: Another output base than the checkout's own.
    static func build(
        _ checkout: Sandbox, named name: String, _ step: String, first: Bool = false, outputBase: URL? = nil
    ) throws -> CheckoutBuild {
        progress("checkout \(name): \(step)…")
        let load = LoadAverage.oneMinute()
        let outcome = try checkout.bazelBuild(first: first, outputBase: outputBase)
        let build = CheckoutBuild(
            step: step, checkout: name, seconds: outcome.seconds, localActions: outcome.localActions ?? 0,
            cacheHits: outcome.cacheHits ?? 0, remoteActions: outcome.remoteActions, loads: load.map { [$0] })
        progress(
            "checkout \(name): \(format(outcome.seconds)) s, \(build.localActions) actions ran here, "
                + (outcome.remoteActions.map { "\($0) in the worker, " } ?? "") + "\(build.cacheHits) cache hits")
        return build
    }

    /// Builds the checkout's Swift toolchain target: its identity, which the cache serves, and the
    /// modules each compile reads, which every checkout builds for its own folder (their key holds
    /// the execution root: Clang's modules name each other by absolute path).
    static func toolchain(_ checkout: Sandbox, named name: String) throws -> CheckoutBuild {
        var toolchain = checkout
        toolchain.bazelTargets = ["@swift_toolchain//:toolchain"]
        return try build(toolchain, named: name, "the toolchain's modules, built for this checkout's folder")
    }
}

extension CheckoutBuild {
    /// The runs of one step as one build: the median wall time, each run's time and load, the
    /// most actions any run ran here and the fewest cache hits any run had, so a run that missed
    /// the cache shows.
    ///
    /// - Throws: ``Tool/Failure/finding(_:)`` when there are no runs.
    init(runs: [CheckoutBuild]) throws {
        guard let first = runs.first else { throw Tool.Failure.finding("a step of the experiment ran no build") }
        let loads = runs.compactMap(\.loads).flatMap { $0 }
        self.init(
            step: first.step, checkout: first.checkout, seconds: Seconds(runs.map(\.seconds)).median,
            localActions: runs.map(\.localActions).max() ?? 0, cacheHits: runs.map(\.cacheHits).min() ?? 0,
            remoteActions: first.remoteActions.map { _ in runs.compactMap(\.remoteActions).max() ?? 0 },
            loads: loads.isEmpty ? nil : loads, runs: runs.map(\.seconds), localActionsPerRun: runs.map(\.localActions))
    }
}
