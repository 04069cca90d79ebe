import BazelKit
import Foundation
import ToolSupport

/// Two checkouts of a package — a developer's and a teammate's, or CI's — each with its own
/// Bazel output base, sharing one remote cache on loopback (``CacheServer``): the first builds
/// the package and fills the cache; the second builds it from the cache; each edit built on the
/// first reaches the second as cache hits, run after run.
struct SharedCacheExperiment: CheckoutExperiment {
    let package: URL
    let manifest: PackageDump
    let scratch: URL
    /// The modules the first checkout edits: in each, public API added and, where it has a public
    /// struct, a private stored property added to it (the layout edit).
    let places: [Place]
    let configuration: Sandbox.Configuration
    /// The one edit `--modules NAME:EDIT` chose for a place, by its module; a place without one
    /// gets both.
    var edits: [String: Edit] = [:]
    /// `--runs`: how many times the first checkout makes each edit and the second pulls it. Each
    /// run adds public API or a property of another name, an edit the cache has not seen, and
    /// takes it out again after.
    var runs = 5

    static let recordName = "shared-cache.json"

    /// Starts the cache, runs the builds (the second checkout's toolchain among them) and stops
    /// it: three builds from nothing, then each edit and its pull, each the median of the runs.
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
            for place in places { try checkouts[index].writeProbe(nil, in: place) }
        }
        // Each place's edits and its public struct, known before the first build.
        let plans = try places.map { place in
            let layout = try LayoutEdit.find(.structure, in: place, of: checkouts[0].root)
            if edits[place.module] == .layoutStruct, layout == nil {
                throw Tool.Failure.badInput("\(place.module) has no public struct to add a private property to")
            }
            let kinds = edits[place.module].map { [$0] } ?? [Edit.publicAPI] + (layout == nil ? [] : [.layoutStruct])
            return (place: place, layout: layout, edits: kinds)
        }
        let builds = [
            try CheckoutBuild.build(checkouts[0], named: "A", "clean build, fills the cache", first: true),
            try CheckoutBuild.toolchain(checkouts[1], named: "B"),
            try CheckoutBuild.build(
                checkouts[1], named: "B", "clean build in a second checkout and output base", first: true),
        ]
        var rows: [CheckoutBuild] = []
        for (place, layout, kinds) in plans {
            for edit in kinds {
                var edits: [CheckoutBuild] = []
                var pulls: [CheckoutBuild] = []
                for run in 1...max(runs, 1) {
                    try checkouts[0].writeProbe(edit, in: place, variant: run)
                    edits.append(
                        try CheckoutBuild.build(
                            checkouts[0], named: "A",
                            "\(edit.title) in \(place.module)"
                                + (edit == .layoutStruct ? " (\(layout?.type ?? ""))" : "")))
                    try checkouts[1].writeProbe(edit, in: place, variant: run)
                    pulls.append(try CheckoutBuild.build(checkouts[1], named: "B", "the same edit, pulled"))
                    // Taken out again on both, untimed: the next run starts from the clean tree.
                    for checkout in checkouts {
                        try checkout.writeProbe(nil, in: place)
                        _ = try checkout.bazelBuild(first: false)
                    }
                }
                rows += [try CheckoutBuild(runs: edits), try CheckoutBuild(runs: pulls)]
            }
        }
        return builds + rows
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
    /// clean build nor for any pulled edit, and the cache served each. One line each way.
    static func verdict(_ builds: [CheckoutBuild]) -> (holds: Bool, line: String) {
        guard builds.count >= 5, builds.count % 2 == 1 else {
            return (false, "✗ the experiment did not finish its builds")
        }
        let clean = builds[2]
        let pulls = stride(from: 4, to: builds.count, by: 2).map { builds[$0] }
        let ranHere = pulls.map(\.localActions).reduce(0, +)
        guard clean.localActions == 0, clean.cacheHits > 0, ranHere == 0, pulls.allSatisfy({ $0.cacheHits > 0 }) else {
            return (
                false,
                "✗ the second checkout ran \(clean.localActions) actions for its clean build and \(ranHere) "
                    + "for the pulled edits itself: the cache missed (are the two checkouts' command lines or PATH different?)"
            )
        }
        return (
            true,
            "✓ the second checkout built everything from the cache (\(clean.cacheHits) hits) and pulled "
                + (pulls.count == 1 ? "the edit" : "each of the \(pulls.count) edits") + " as hits ("
                + pulls.map { "\($0.cacheHits)" }.joined(separator: ", ") + "), running nothing itself"
        )
    }
}
