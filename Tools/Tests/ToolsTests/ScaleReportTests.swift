import Foundation
import Testing
import ToolSupport

@testable import BuildTimesKit

/// The scaling report of runs up to a thousand features: the middle feature's edits, one section
/// per build system, the goals at Bazel's largest N, and runs merged for `--render`.
@Suite("the scaling report")
struct ScaleReportTests {
    /// A record of a scaling run: the package's builds, or an edit of the middle feature.
    private static func record(
        _ system: BuildSystem, _ shape: Generator.Shape, _ size: Int, _ edit: Edit, _ seconds: Double,
        actions: Double? = nil, recompiled: Int = 0
    ) -> Record {
        let package = edit == .clean || edit == .unchanged
        let generator = Generator(shape: shape, features: size)
        let place = edit == .publicAPI ? generator.middleFeatureAPI : generator.middleFeature
        return Record(
            shape: shape.rawValue, features: size, place: package ? "every module" : place.module,
            role: package ? "package" : place.role, edit: edit,
            recompiled: (0..<recompiled).map { "Feature\($0)" }, seconds: Seconds([seconds]), buildSystem: system,
            criticalPathSeconds: actions)
    }

    private static func report(_ records: [Record], toolchain: String = "Swift 6.3.1") throws -> Report {
        let encoded = String(decoding: try JSONEncoder().encode(records), as: UTF8.self)
        let json =
            #"{"toolchain": "\#(toolchain)", "cores": 2, "date": "2026-11-29", "mode": "debug builds, quick (1 run)", "records": \#(encoded)}"#
        return try JSONDecoder().decode(Report.self, from: Data(json.utf8))
    }

    @Test(
        "the middle feature is an edit of its own: its public API in its interface when horizontal, in itself when vertical"
    )
    func middleFeature() {
        let horizontal = Generator(shape: .horizontal, features: 1000)
        #expect(horizontal.middleFeature.module == "Feature500" && horizontal.middleFeature.role == "middle feature")
        #expect(horizontal.middleFeatureAPI.module == "Feature500Interface")
        #expect(horizontal.middleFeatureAPI.contract == "Feature500Providing")
        #expect(horizontal.places.map(\.module).filter { $0.hasPrefix("Feature500") }.count == 2)
        let vertical = Generator(shape: .vertical, features: 1000)
        #expect(vertical.middleFeatureAPI == vertical.middleFeature)
        #expect(vertical.middleFeature.contract == "Feature500Providing")
        // At N = 2 the middle feature is Feature1, already a place: it is written once.
        #expect(Generator(shape: .vertical, features: 2).places.map(\.module).filter { $0 == "Feature1" }.count == 1)
    }

    @Test(
        "three runs merged: a section per build system, the goals at Bazel's largest N, how far a system measured short of it went"
    )
    func goals() throws {
        let bazel = try Self.report(
            [25, 1000].flatMap { size in
                [
                    Self.record(.bazel, .horizontal, size, .unchanged, 0.44),
                    Self.record(.bazel, .vertical, size, .unchanged, 1.2),
                    Self.record(.bazel, .horizontal, size, .body, 1.7, actions: 1.0, recompiled: 1),
                    Self.record(.bazel, .vertical, size, .body, 1.8, actions: 1.0, recompiled: 1),
                    Self.record(.bazel, .horizontal, size, .publicAPI, 7.69, actions: 7.6, recompiled: 4),
                    Self.record(.bazel, .vertical, size, .publicAPI, 300, actions: 150, recompiled: size / 2 + 1),
                ]
            })
        let native = try Self.report(
            [25, 250].flatMap { size in
                Generator.Shape.allCases.flatMap { shape in
                    [
                        Self.record(.swiftpm, shape, size, .unchanged, 1.2),
                        Self.record(.swiftpm, shape, size, .publicAPI, 5.0, recompiled: 3),
                    ]
                }
            })
        let markdown = ScaleReport(report: try Report(merging: [bazel, native])).markdown
        #expect(markdown.contains("a section per build system") && markdown.contains("## SwiftPM"))
        #expect(markdown.contains("## Bazel"), "\(markdown)")
        #expect(
            markdown.contains(
                "### Public API added, in the middle feature (Feature<N/2>): its interface when horizontal"))
        #expect(
            markdown.contains("| 1000 | 7.69 (7.69–7.69) | 4 | 300.00 (300.00–300.00) | 501 | 39.0x |"), "\(markdown)")
        #expect(markdown.contains("### The goals at N = 1000"))
        #expect(markdown.contains("| SwiftPM | – | measured up to N = 250 |"))
        #expect(markdown.contains("| Bazel | horizontal | 0.44 | 7.69 | 4 | 7.60 | 1.01 |"))
        #expect(markdown.contains("- A Bazel no-op under 1 s, horizontal: 0.44 s, met."))
        #expect(markdown.contains("- A Bazel no-op under 1 s, vertical: 1.20 s, not met."))
        #expect(markdown.contains("- A public-API edit within 1.5× its critical path, vertical: 2.00×, not met."))
        let time = ScaleReport(report: try Report(merging: [bazel, native])).timeChart
        #expect(time.contains("Bazel, vertical, public-api") && time.contains("SwiftPM, horizontal, public-api"))
        #expect(time.contains("the middle feature"))
    }

    @Test("a shape a run left out at some N: its cells say not measured, and the goals how far that shape went")
    func oneShapeAtTheLargestN() throws {
        let bazel = try Self.report([Self.record(.bazel, .horizontal, 1000, .unchanged, 0.9)])
        let swiftBuild = try Self.report(
            Generator.Shape.allCases.map { Self.record(.swiftbuild, $0, 25, .publicAPI, 3, recompiled: 2) }
                + [Self.record(.swiftbuild, .horizontal, 1000, .publicAPI, 95, recompiled: 2)])
        let markdown = ScaleReport(report: try Report(merging: [bazel, swiftBuild])).markdown
        #expect(markdown.contains("| 25 | 3.00 (3.00–3.00) | 2 | 3.00 (3.00–3.00) | 2 | 1.0x |"), "\(markdown)")
        #expect(markdown.contains("| 1000 | 95.00 (95.00–95.00) | 2 | not measured | – | – |"), "\(markdown)")
        #expect(markdown.contains("| Swift Build | horizontal | – | 95.00 | 2 | – | – |"), "\(markdown)")
        #expect(markdown.contains("| Swift Build | vertical | measured up to N = 25 | | | | |"), "\(markdown)")
        #expect(markdown.contains("| Bazel | vertical | not measured | | | | |"), "\(markdown)")
    }

    @Test("each cell says how many runs its median is of, and the load average before them: median (highest)")
    func runsAndLoad() throws {
        var horizontal = Self.record(.swiftpm, .horizontal, 25, .publicAPI, 0, recompiled: 2)
        horizontal = Record(
            shape: horizontal.shape, features: 25, place: horizontal.place, role: horizontal.role, edit: .publicAPI,
            recompiled: horizontal.recompiled, seconds: Seconds([0.9, 1.1, 1.0, 0.95, 3.0]), buildSystem: .swiftpm,
            loads: [1.8, 2.0, 1.9, 2.1, 4.6])
        let vertical = Self.record(.swiftpm, .vertical, 25, .publicAPI, 1.2, recompiled: 2)
        let markdown = ScaleReport(report: try Self.report([horizontal, vertical])).markdown
        #expect(markdown.contains("| runs h / v | load before, h / v: median (max) |"), "\(markdown)")
        #expect(
            markdown.contains("| 25 | 1.00 (0.90–3.00) | 2 | 1.20 (1.20–1.20) | 2 | 1.2x | 5 / 1 | 2.0 (4.6) / – |"),
            "\(markdown)")
        #expect(try Self.report([horizontal]).markdown.contains("| 1.00 | 0.90 | 3.00 | 5 | 2.0 (4.6) |"))
    }

    @Test("the build systems take turns: each run starts one later, so none always builds first")
    func turns() {
        #expect(Lane.turns(["SwiftPM", "Swift Build", "Bazel"], run: 1) == ["SwiftPM", "Swift Build", "Bazel"])
        #expect(Lane.turns(["SwiftPM", "Swift Build", "Bazel"], run: 2) == ["Swift Build", "Bazel", "SwiftPM"])
        #expect(Lane.turns(["SwiftPM", "Swift Build", "Bazel"], run: 4) == ["SwiftPM", "Swift Build", "Bazel"])
        #expect(Lane.turns([String](), run: 3).isEmpty)
    }

    @Test("--render A,B writes one report of both runs; runs of other toolchains are refused in one line")
    func renderMerges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-merge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let runs: [(String, Report)] = [
            ("bazel.json", try Self.report([Self.record(.bazel, .horizontal, 25, .unchanged, 0.3)])),
            ("swiftpm.json", try Self.report([Self.record(.swiftpm, .horizontal, 25, .unchanged, 1)])),
            (
                "older.json",
                try Self.report([Self.record(.swiftpm, .vertical, 25, .unchanged, 1)], toolchain: "Swift 6.2")
            ),
        ]
        for (name, report) in runs { try JSONEncoder().encode(report).write(to: folder.appendingPathComponent(name)) }
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        let out = folder.appendingPathComponent("report")
        let merged = try ToolRun(
            "measure-build-times", ["--render", "\(path("bazel.json")),\(path("swiftpm.json"))", "--out", out.path])
        #expect(merged.status == 0, "\(merged.errors)")
        let markdown = try String(contentsOf: out.appendingPathComponent("scaling.md"), encoding: .utf8)
        #expect(markdown.contains("## SwiftPM") && markdown.contains("## Bazel"), "\(markdown)")
        let refused = try ToolRun(
            "measure-build-times",
            [
                "--render", "\(path("bazel.json")),\(path("older.json"))", "--out",
                folder.appendingPathComponent("no").path,
            ])
        #expect(refused.status == 2 && refused.errors.contains("render them apart"), "\(refused.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("no").path))
    }

    @Test("runs of other toolchains are not merged: their times do not compare")
    func mergeRefusesOtherToolchains() throws {
        let one = try Self.report([Self.record(.bazel, .horizontal, 25, .unchanged, 0.3)])
        let other = try Self.report([Self.record(.swiftpm, .horizontal, 25, .unchanged, 1)], toolchain: "Swift 6.2")
        #expect(throws: Tool.Failure.self) { try Report(merging: [one, other]) }
        #expect(try Report(merging: [one, one]).records.count == 2)
    }
}
