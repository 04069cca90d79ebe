import BazelKit
import Foundation
import ToolSupport

/// Remote execution on one machine: Bazel's own remote worker on loopback (``RemoteExecutor``),
/// each action in its sandbox. A checkout builds the package from nothing with local Bazel, then
/// from nothing again with every action executed by the worker; a second checkout, with its own
/// output base, builds it from the worker's cache with no action run.
struct RemoteExecutionExperiment: CheckoutExperiment {
    let package: URL
    let manifest: PackageDump
    let scratch: URL
    let configuration: Sandbox.Configuration

    static let recordName = "remote-execution.json"

    /// Starts the worker, runs the four builds (the second checkout's toolchain among them) and stops it.
    ///
    /// - Throws: When the worker does not start, or a build fails (the first of the user's
    ///   package: bad input naming the file).
    func run() throws -> [CheckoutBuild] {
        let folder = scratch.appendingPathComponent("worker")
        let worker = try LoopbackPort.startOnAnyPort { port in
            let worker = RemoteExecutor(folder: folder, port: port, sandbox: true)
            try worker.start()
            return worker
        }
        defer { worker.stop() }
        progress("Bazel's remote worker on 127.0.0.1:\(worker.port), each action in linux-sandbox")
        var checkouts = try Self.checkouts(
            of: package, manifest: manifest, in: scratch, configuration: configuration)
        let local = scratch.appendingPathComponent("checkout-a.local-bazel")
        defer {
            for checkout in checkouts { checkout.shutDownBazel() }
            _ = try? Subprocess.run(
                ["bazel", "--output_base=\(local.path)", "shutdown"], in: scratch, temporaryDirectory: .inherited)
        }
        func build(_ index: Int, _ step: String, first: Bool = false, outputBase: URL? = nil) throws
            -> CheckoutBuild
        {
            var build = try CheckoutBuild.build(
                checkouts[index], named: index == 0 ? "A" : "B", step, first: first, outputBase: outputBase)
            build.criticalPath = try CriticalPath(profile: checkouts[index].bazelProfile).seconds
            return build
        }
        let localBuild = try build(0, "from nothing, local Bazel", first: true, outputBase: local)
        for index in checkouts.indices { checkouts[index].remoteFlags = worker.flags }
        return [
            localBuild, try build(0, "from nothing, every action in the worker"),
            try CheckoutBuild.toolchain(checkouts[1], named: "B"),
            try build(1, "a second checkout and output base, from the worker's cache"),
        ]
    }

    /// The builds as a Markdown table.
    static func markdown(_ builds: [CheckoutBuild]) -> String {
        ([
            "| checkout | build | wall s | critical path s | actions here | in the worker | cache hits |",
            "|---|---|---:|---:|---:|---:|---:|",
        ]
            + builds.map { build in
                "| \(build.checkout) | \(build.step) | \(format(build.seconds)) | \(format(build.criticalPath ?? 0)) | "
                    + "\(build.localActions) | \(build.remoteActions ?? 0) | \(build.cacheHits) |"
            }).joined(separator: "\n")
    }

    /// Whether remote execution did its work: the remote build ran no action here and some in
    /// the worker; the second checkout ran none anywhere and was served by the cache.
    static func verdict(_ builds: [CheckoutBuild]) -> (holds: Bool, line: String) {
        guard builds.count == 4 else { return (false, "✗ the experiment did not finish its four builds") }
        let (remote, second) = (builds[1], builds[3])
        let ranRemotely = remote.remoteActions ?? 0
        guard remote.localActions == 0, ranRemotely > 0 else {
            return (
                false,
                "✗ the remote build ran \(remote.localActions) actions on this machine and \(ranRemotely) in the worker"
            )
        }
        guard second.localActions == 0, (second.remoteActions ?? 0) == 0, second.cacheHits > 0 else {
            return (
                false,
                "✗ the second checkout ran \(second.localActions + (second.remoteActions ?? 0)) actions: the worker's "
                    + "cache missed (are the two checkouts' command lines or PATH different?)"
            )
        }
        return (
            true,
            "✓ every action of the remote build ran in the worker's sandbox (\(ranRemotely)), and the second "
                + "checkout built everything from its cache (\(second.cacheHits) hits), running nothing"
        )
    }
}
