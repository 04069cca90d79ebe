import Foundation
import TestSupport
import Testing

/// The generated rules compile importers against the modules built from libraries' interfaces
/// and declare the modules a compile did not load unused, so on Horizon's graph an edit of a
/// concrete module reruns what SwiftPM recompiles: the module alone for a declaration no other
/// module sees, the module and the root for public API, and `horizon` only relinks.
@Suite("Bazel's interface cutoff", .serialized, .slow)
struct BazelInterfaceCutoffTests {
    @Test(
        "an internal declaration added to Profile recompiles Profile alone; public API, Profile and the root",
        .enabled(if: BazelCopy.installed)
    )
    func concreteModuleEdits() throws {
        let copy = try BazelCopy(named: "horizon-cutoff")
        defer { copy.remove() }
        let profile = copy.url.appendingPathExtension("profile.json")
        defer { try? FileManager.default.removeItem(at: profile) }
        // The modules whose compile ran in a build of the executable, from Bazel's profile.
        func compiled() throws -> [String] {
            let build = try copy.run("build", ["--profile=\(profile.path)", "//App/horizon"])
            try #require(build.status == 0, "\(build.output.suffix(3000))")
            let trace = try JSONSerialization.jsonObject(with: Data(contentsOf: profile)) as? [String: Any]
            let events = trace?["traceEvents"] as? [[String: Any]] ?? []
            let prefix = "Compiling Swift module "
            // An action run is "action processing"; its inputs checked, "action dependency checking".
            return events.filter { $0["cat"] as? String == "action processing" }.compactMap { $0["name"] as? String }
                .filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }.sorted()
        }
        _ = try compiled()
        let probe = copy.url.appendingPathComponent("Modules/Profile/Profile/CutoffProbe.swift")
        try "func cutoffProbe() -> Int { 1 }\n".write(to: probe, atomically: true, encoding: .utf8)
        let declaration = try compiled()
        #expect(declaration == ["Profile"], "its interface did not change: no importer reruns: \(declaration)")
        try "public func cutoffProbe() -> Int { 1 }\n".write(to: probe, atomically: true, encoding: .utf8)
        let api = try compiled()
        #expect(
            api == ["HorizonApp", "Profile"],
            "the root loads Profile; horizon, which loads the root's interface alone, only relinks: \(api)")
    }
}
