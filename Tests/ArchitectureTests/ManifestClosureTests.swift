import Foundation
import TestSupport
import Testing

/// What each target builds on, all the way down, as the manifest declares it: the engine builds
/// none of the faces, and an interface that declares routes builds no UI.
@Suite("What the manifest makes each target build")
struct ManifestClosureTests {
    let root = ProcessRunner.repositoryRoot()

    /// Every target's declared dependencies on other targets, from `swift package dump-package`
    /// (in a scratch folder of its own: the `swift test` running this holds the package's).
    func dependencies() throws -> [String: [String]] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outcome = try ProcessRunner.run(
            ["swift", "package", "--scratch-path", scratch.path, "dump-package"], in: root)
        try #require(outcome.status == 0, "\(outcome.output)")
        let json = outcome.output.drop { $0 != "{" }
        let package = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let targets = try #require(package["targets"] as? [[String: Any]])
        return Dictionary(
            uniqueKeysWithValues: targets.compactMap { target in
                guard let name = target["name"] as? String else { return nil }
                let names = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                    ((dependency["byName"] ?? dependency["target"]) as? [Any])?.first as? String
                }
                return (name, names)
            })
    }

    /// What `target` builds on: its dependencies, theirs, and so on.
    func closure(of target: String, in dependencies: [String: [String]]) -> Set<String> {
        var seen: Set<String> = []
        var next = dependencies[target] ?? []
        while let name = next.popLast() {
            if seen.insert(name).inserted { next += dependencies[name] ?? [] }
        }
        return seen
    }

    @Test("the engine builds no face: not its interface, its inspection, its implementation or the values faces share")
    func engineBuildsNoFace() throws {
        let dependencies = try dependencies()
        let faces = dependencies.keys.filter { name in
            ["RouterServices", "RouterModules", "RouterLinks", "RouterValues"].contains { name.hasPrefix($0) }
        }
        #expect(faces.count >= 9, "the faces were not found: \(faces.sorted())")
        for engine in ["Router", "RouterInterface", "NavigationInterface", "RouterInspection"] {
            let reached = closure(of: engine, in: dependencies).intersection(faces)
            #expect(reached.isEmpty, "\(engine) builds \(reached.sorted())")
        }
    }

    @Test(
        "an interface that declares routes and no screen type builds no UI: RouterInterface, which every one imports, names none",
        arguments: ["RouterInterface", "ProfileInterface", "HomeInterface", "HTTPClientInterface"])
    func interfaceBuildsNoUI(interface: String) throws {
        let reached = closure(of: interface, in: try dependencies())
        #expect(!reached.contains("UIToolkitInterface"), "\(interface) builds \(reached.sorted())")
        #expect(!reached.contains("NavigationInterface"), "\(interface) builds \(reached.sorted())")
    }
}
