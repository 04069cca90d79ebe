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

    /// Builds `checkout` and records it, with progress lines before and after.
    ///
    /// - Parameters:
    ///   - first: The checkout's first build, which shows whether the user's package builds at all.
    ///   - outputBase: Another output base than the checkout's own.
    static func build(
        _ checkout: Sandbox, named name: String, _ step: String, first: Bool = false, outputBase: URL? = nil
    ) throws -> CheckoutBuild {
        progress("checkout \(name): \(step)…")
        let outcome = try checkout.bazelBuild(first: first, outputBase: outputBase)
        let build = CheckoutBuild(
            step: step, checkout: name, seconds: outcome.seconds, localActions: outcome.localActions ?? 0,
            cacheHits: outcome.cacheHits ?? 0, remoteActions: outcome.remoteActions)
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
