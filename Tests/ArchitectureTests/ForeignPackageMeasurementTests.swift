import Foundation
import TestSupport
import Testing

/// `Scripts/measure-build-times` on a package it was not written for: a hub imported by two
/// modules, one of which re-exports it, a leaf and an executable. The measured sets are
/// checked against known answers, and the import graph's prediction against them.
@Suite("measure-build-times on another package", .serialized)
struct ForeignPackageMeasurementTests {
    let root = ProcessRunner.repositoryRoot()

    /// The package's files: each module's one source, by target name.
    static let sources: [String: String] = [
        "Hub": "public func hub() -> Int { 1 }\n",
        "Leaf": "public func leaf() -> Int { 2 }\n",
        "Reexport": "@_exported import Hub\n",
        "UsesHub": "import Hub\n\npublic func usesHub() -> Int { hub() + 1 }\n",
        "UsesReexport": "import Reexport\n\npublic func usesReexport() -> Int { hub() + 2 }\n",
        "Tool": "import Leaf\nimport UsesHub\nimport UsesReexport\n\nprint(usesHub() + usesReexport() + leaf())\n",
    ]

    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Probe",
            targets: [
                .target(name: "Hub"),
                .target(name: "Leaf"),
                .target(name: "Reexport", dependencies: ["Hub"]),
                .target(name: "UsesHub", dependencies: ["Hub"]),
                .target(name: "UsesReexport", dependencies: ["Reexport"]),
                .executableTarget(name: "Tool", dependencies: ["UsesHub", "UsesReexport", "Leaf"]),
            ]
        )

        """

    @Test("--all --quick: every module's public API, measured beside the import graph's prediction")
    func publicAPI() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent(
            "horizon-probe-\(UUID().uuidString)")
        let out = package.appendingPathComponent("results")
        defer { try? FileManager.default.removeItem(at: package) }
        for (name, source) in Self.sources {
            let folder = package.appendingPathComponent("Sources/\(name)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try source.write(
                to: folder.appendingPathComponent(name == "Tool" ? "main.swift" : "\(name).swift"),
                atomically: true, encoding: .utf8)
        }
        try Self.manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run(
            [
                "bash", "Scripts/measure-build-times", "--package-path", package.path, "--all", "--quick", "--out",
                out.path,
            ],
            in: root)
        #expect(result.status == 0, "\(result.output.suffix(3000))")
        let report = try JSONDecoder().decode(
            MeasuredReport.self, from: Data(contentsOf: out.appendingPathComponent("results.json")))
        let byPlace = Dictionary(uniqueKeysWithValues: report.records.map { ($0.place, $0) })
        #expect(Set(byPlace.keys) == Set(Self.sources.keys), "every library and the executable, nothing else")
        // A leaf's and a middle module's public API reach their one importer; the executable's, nothing.
        #expect(byPlace["Leaf"]?.recompiled == ["Leaf", "Tool"])
        #expect(byPlace["UsesHub"]?.recompiled == ["Tool", "UsesHub"])
        #expect(byPlace["Tool"]?.recompiled == ["Tool"])
        // The hub: the import graph predicts everything that sees it, the re-export included.
        let hub = try #require(byPlace["Hub"])
        #expect(hub.predicted == ["Hub", "Reexport", "UsesHub", "UsesReexport"])
        #expect(hub.recompiled.contains("Hub") && hub.recompiled.contains("UsesHub"))
        #expect(Set(hub.recompiled).isSubset(of: Set(hub.predicted ?? [])))
        if hub.recompiled != hub.predicted {
            #expect(hub.difference?.contains("uses nothing that changed") == true, "\(hub.difference ?? "")")
        } else {
            #expect(hub.difference == nil)
        }
    }

    /// The part of `results.json` the test reads.
    struct MeasuredReport: Decodable {
        struct Record: Decodable {
            let place: String
            let recompiled: [String]
            let predicted: [String]?
            let difference: String?
        }

        let records: [Record]
    }
}
