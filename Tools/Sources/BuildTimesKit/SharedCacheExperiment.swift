import BazelKit
import Foundation
import ToolSupport

/// Two checkouts of a package — a developer's and a teammate's, or CI's — each with its own
/// Bazel output base, sharing one remote cache on loopback (``CacheServer``): the first builds
/// the package and fills the cache; the second builds it from the cache; an edit built on the
/// first reaches the second as cache hits, run after run.
struct SharedCacheExperiment: CheckoutExperiment {
    let package: URL
    let manifest: PackageDump
    let scratch: URL
    /// The module whose public API the first checkout edits.
    let place: Place
    let configuration: Sandbox.Configuration
    /// `--runs`: how many times the first checkout edits and the second pulls. Each run adds
    /// public API of another name, an edit the cache has not seen, and takes it out again after.
    var runs = 5

    static let recordName = "shared-cache.json"

    /// Starts the cache, runs the builds (the second checkout's toolchain among them) and stops
    /// it: three builds from nothing, then the edit and its pull, each the median of the runs.
    ///
    /// - Throws: When the cache does not start or a build fails (the first of the user's package:
    ///   bad input naming the file).
    func run() throws -> [CheckoutBuild] {
        let folder = scratch.appendingPathComponent("cache")
        let server = try LoopbackPort.startOnAnyPort { port in
            let server = CacheServer(folder: folder, port: port)
            try server.start()
            return server
        }
        defer { server.stop() }
        progress("a remote cache on \(server.url)")
        var checkouts = try Self.checkouts(
            of: package, manifest: manifest, in: scratch, configuration: configuration)
        defer { for checkout in checkouts { checkout.shutDownBazel() } }
        for index in checkouts.indices {
            checkouts[index].remoteCache = server.url
            try checkouts[index].writeProbe(nil, in: place)
        }
        let builds = [
            try CheckoutBuild.build(checkouts[0], named: "A", "clean build, fills the cache", first: true),
            try CheckoutBuild.toolchain(checkouts[1], named: "B"),
            try CheckoutBuild.build(
                checkouts[1], named: "B", "clean build in a second checkout and output base", first: true),
        ]
        var edits: [CheckoutBuild] = []
        var pulls: [CheckoutBuild] = []
        for run in 1...max(runs, 1) {
            try checkouts[0].writeProbe(.publicAPI, in: place, variant: run)
            edits.append(
                try CheckoutBuild.build(checkouts[0], named: "A", "public API added to \(place.module)"))
            try checkouts[1].writeProbe(.publicAPI, in: place, variant: run)
            pulls.append(try CheckoutBuild.build(checkouts[1], named: "B", "the same edit, pulled"))
            // Taken out again on both, untimed: the next run starts from the clean tree.
            for checkout in checkouts {
                try checkout.writeProbe(nil, in: place)
                _ = try checkout.bazelBuild(first: false)
            }
        }
        return builds + [try CheckoutBuild(runs: edits), try CheckoutBuild(runs: pulls)]
    }

    /// The builds as a Markdown table.
    static func markdown(_ builds: [CheckoutBuild]) -> String {
        ([
            "| checkout | build | runs | wall s: median (min–max) | load before: median (max) | actions run here | remote cache hits |",
            "|---|---|---|---|---|---|---|",
        ]
            + builds.map { build in
                "| \(build.checkout) | \(build.step) | \(build.runs?.count ?? 1) | \(build.secondsText) | "
                    + "\(build.loadText) | \(build.localActions) | \(build.cacheHits) |"
            }).joined(separator: "\n")
    }

    /// Whether the cache did its work: the second checkout ran nothing itself, neither for its
    /// clean build nor for the pulled edit, and the cache served it. One line each way.
    static func verdict(_ builds: [CheckoutBuild]) -> (holds: Bool, line: String) {
        guard builds.count == 5 else { return (false, "✗ the experiment did not finish its five builds") }
        let (clean, pulled) = (builds[2], builds[4])
        guard clean.localActions == 0, clean.cacheHits > 0, pulled.localActions == 0, pulled.cacheHits > 0 else {
            return (
                false,
                "✗ the second checkout ran \(clean.localActions) actions for its clean build and \(pulled.localActions) "
                    + "for the pulled edit itself: the cache missed (are the two checkouts' command lines or PATH different?)"
            )
        }
        return (
            true,
            "✓ the second checkout built everything from the cache (\(clean.cacheHits) hits) and pulled the edit as "
                + "\(pulled.cacheHits) hits, running nothing itself"
        )
    }
}
