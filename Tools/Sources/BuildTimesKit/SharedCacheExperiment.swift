import BazelKit
import Foundation
import ToolSupport

/// Two checkouts of a package — a developer's and a teammate's, or CI's — each with its own
/// Bazel output base, sharing one remote cache on loopback (``CacheServer``): the first builds
/// the package and fills the cache; the second builds it from the cache; an edit built on the
/// first reaches the second as cache hits.
struct SharedCacheExperiment {
    let package: URL
    let manifest: PackageDump
    let scratch: URL
    /// The module whose public API the first checkout edits.
    let place: Place
    let configuration: Sandbox.Configuration

    /// One build of the experiment.
    struct Step: Encodable {
        let step: String
        let checkout: String
        let seconds: Double
        /// The actions that ran on this machine (compiles and links).
        let localActions: Int
        /// The actions the cache served.
        let cacheHits: Int
    }

    /// Starts the cache, runs the four builds and stops it.
    ///
    /// - Throws: When the cache does not start or a build fails (the first of the user's package:
    ///   bad input naming the file).
    func run() throws -> [Step] {
        let server = try Self.startServer(in: scratch.appendingPathComponent("cache"))
        defer { server.stop() }
        progress("a remote cache on \(server.url)")
        var checkouts: [Sandbox] = []
        defer { for checkout in checkouts { checkout.shutDownBazel() } }
        for name in ["a", "b"] {
            var checkout = try Sandbox.copy(
                package, to: scratch.appendingPathComponent("checkout-\(name)"), modules: manifest.builtModules,
                configuration: configuration, compilerFlags: [])
            checkout.buildSystem = .bazel
            checkout.remoteCache = server.url
            try checkout.writeBazelFiles(manifest)
            try checkout.writeProbe(nil, in: place)
            checkouts.append(checkout)
        }
        var steps: [Step] = []
        func build(_ index: Int, _ step: String, first: Bool = false) throws {
            let name = index == 0 ? "A" : "B"
            progress("checkout \(name): \(step)…")
            let outcome = try checkouts[index].build(first: first)
            steps.append(
                Step(
                    step: step, checkout: name, seconds: outcome.seconds, localActions: outcome.localActions ?? 0,
                    cacheHits: outcome.cacheHits ?? 0))
            progress(
                "checkout \(name): \(format(outcome.seconds)) s, \(outcome.localActions ?? 0) actions ran here, "
                    + "\(outcome.cacheHits ?? 0) cache hits")
        }
        try build(0, "clean build, fills the cache", first: true)
        try build(1, "clean build in a second checkout and output base", first: true)
        try checkouts[0].writeProbe(.publicAPI, in: place)
        try build(0, "public API added to \(place.module)")
        try checkouts[1].writeProbe(.publicAPI, in: place)
        try build(1, "the same edit, pulled")
        return steps
    }

    /// The steps as a Markdown table.
    static func markdown(_ steps: [Step]) -> String {
        (["| checkout | build | wall s | actions run here | remote cache hits |", "|---|---|---|---|---|"]
            + steps.map { step in
                "| \(step.checkout) | \(step.step) | \(format(step.seconds)) | \(step.localActions) | \(step.cacheHits) |"
            }).joined(separator: "\n")
    }

    /// Whether the cache did its work: the second checkout ran nothing itself, neither for its
    /// clean build nor for the pulled edit, and the cache served it. One line each way.
    static func verdict(_ steps: [Step]) -> (holds: Bool, line: String) {
        guard steps.count == 4 else { return (false, "✗ the experiment did not finish its four builds") }
        let (clean, pulled) = (steps[1], steps[3])
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

    /// A cache server on a free port of loopback, in `folder`.
    private static func startServer(in folder: URL) throws -> CacheServer {
        var failure: (any Error)?
        for _ in 0..<5 {
            let server = CacheServer(folder: folder, port: Int.random(in: 20_000...60_000))
            do {
                try server.start()
                return server
            } catch let error as Tool.Failure where error.status == .badInput {
                throw error
            } catch {
                failure = error
            }
        }
        throw failure ?? Tool.Failure.finding("the cache did not start")
    }
}
