import Foundation
import Testing
import ToolSupport

@testable import BuildTimesKit

/// Where a build's time goes: `build-cost type-check` (the compiler's own timers, read from the
/// build's output) and `build-cost critical-path` (Bazel's profile).
@Suite("where the time goes", .serialized)
struct WhereTimeGoesTests {
    @Test(
        "function bodies and expressions from the compiler's lines: the longer of two timings, synthesized code at its type"
    )
    func typeCheckLines() {
        let log = """
            [3/4] Emitting module Shapes
            0.50ms\t/s/Sources/Shapes/Square.swift:4:17\tinstance method Shapes.(file).Square.area()@/s/Sources/Shapes/Square.swift:4:17
            2.25ms\t/s/Sources/Shapes/Square.swift:4:17\tinstance method Shapes.(file).Square.area()@/s/Sources/Shapes/Square.swift:4:17
            0.10ms\t/s/Sources/Shapes/Square.swift:3:9\tgetter Shapes.(file).Square.side.getter@/s/Sources/Shapes/Square.swift:3:9
            3.00ms\t<invalid loc>\tstatic method Shapes.(file).Square.__derived_struct_equals
            1.00ms\t<invalid loc>\tinitializer Shapes.(file).Square.CodingKeys.init(stringValue:)
            0.70ms\t/s/Sources/Shapes/Square.swift:9:24\tstatic method Shapes.(file).Square extension.unit()@/s/Sources/Shapes/Square.swift:9:24
            /s/Sources/Shapes/Square.swift:5:9: warning: expression took 12ms to type-check (limit: 1ms)
            /s/Sources/Shapes/Square.swift:5:9: warning: expression took 7ms to type-check (limit: 1ms)
            0.01ms not a timing line
            """
        let source = """
            import Foundation

            public struct Square: Codable, Hashable {
                var side = 2.0
                func area() -> Double {
                    side * side + 0.0 * side - 1 + 1
                }
            }
            extension Square { static func unit() -> Square { Square() } }
            """
        let times = TypeCheckTimes(log: log) { $0 == "/s/Sources/Shapes/Square.swift" ? source : nil }
        #expect(times.functions.map(\.milliseconds) == [3.0, 2.25, 1.0, 0.7, 0.1])
        let equals = times.functions[0]
        #expect(equals.name == "Square.__derived_struct_equals" && equals.declaration == "static method")
        #expect(equals.synthesizedIn == "Square" && equals.file == "/s/Sources/Shapes/Square.swift" && equals.line == 3)
        let codingKeys = times.functions[2]
        #expect(
            codingKeys.synthesizedIn == "Square.CodingKeys" && codingKeys.line == 3, "placed at Square: \(codingKeys)")
        #expect(
            times.functions[1].line == 4 && times.functions[1].column == 17 && times.functions[1].module == "Shapes")
        #expect(times.functions[3].name == "Square extension.unit()")
        #expect(
            times.expressions.count == 1 && times.expressions[0].milliseconds == 12 && times.expressions[0].line == 5)
        #expect(times.expressions[0].name == "func area() -> Double {")
        let report = times.report(limit: 2, threshold: 1) { $0.replacingOccurrences(of: "/s/", with: "") }
        #expect(report.contains("Function bodies: 5 timed, 0.01 s in all. The 2 slowest:"), "\(report)")
        #expect(
            report.contains(
                "3.00 ms  Sources/Shapes/Square.swift:3     Shapes  static method Square.__derived_struct_equals (synthesized for Square)"
            ), "\(report)")
        #expect(report.contains("Expressions over 1 ms: 1. The 1 slowest:"), "\(report)")
        #expect(report.contains("7.05 ms  Sources/Shapes/Square.swift  (5 bodies)"), "\(report)")
    }

    @Test(
        "the critical path from Bazel's profile: its steps in order, their sum, the build's length; a file that is none exits 2"
    )
    func criticalPathProfile() throws {
        let folder = try ScratchFolder("horizon-critical-path-test")
        defer { folder.remove() }
        let profile = folder.url.appendingPathComponent("profile.json")
        try #"""
        {"otherData": {}, "traceEvents": [
          {"name": "Launch Blaze", "cat": "build phase marker", "ts": -1000000, "ph": "i"},
          {"name": "action 'Compiling Swift module Drawing'", "cat": "critical path component", "ts": 3000000, "dur": 2000000, "ph": "X"},
          {"name": "action 'Compiling Swift module Geometry'", "cat": "critical path component", "ts": 1000000, "dur": 1500000, "ph": "X"},
          {"name": "Compiling Swift module Other", "cat": "action processing", "ts": 1000000, "dur": 7000000, "ph": "X"}
        ]}
        """#.write(to: profile, atomically: true, encoding: .utf8)
        let path = try CriticalPath(profile: profile)
        #expect(
            path.steps.map(\.description) == [
                "action 'Compiling Swift module Geometry'", "action 'Compiling Swift module Drawing'",
            ])
        #expect(abs(path.seconds - 3.5) < 1e-9 && path.buildSeconds.map { abs($0 - 9) < 1e-9 } == true)
        let printed = try ToolRun("build-cost", ["critical-path", "--profile", profile.path])
        #expect(printed.status == 0, "\(printed.errors)")
        #expect(
            printed.output.hasPrefix("Critical path: 3.50 s in 2 actions (the build took 9.00 s):"), "\(printed.output)"
        )
        #expect(printed.output.contains("   1.500 s  42.9%  Compiling Swift module Geometry\n"), "\(printed.output)")

        let empty = folder.url.appendingPathComponent("empty.json")
        try #"{"traceEvents": []}"#.write(to: empty, atomically: true, encoding: .utf8)
        // A slimmed profile: Bazel merged short steps of the path's thread, whose names are lost.
        let slimmed = folder.url.appendingPathComponent("slimmed.json")
        try #"""
        {"traceEvents": [
          {"name": "action 'Compiling Swift module Drawing'", "cat": "critical path component", "tid": 7, "ts": 3000000, "dur": 2000000, "ph": "X"},
          {"name": "merged 12 events", "tid": 7, "ts": 5000000, "dur": 9000, "ph": "X"},
          {"name": "merged 40 events", "tid": 3, "ts": 5000000, "dur": 9000, "ph": "X"}
        ]}
        """#.write(to: slimmed, atomically: true, encoding: .utf8)
        for (file, reason) in [
            (empty.path, "has no critical path"), (folder.url.appendingPathComponent("none.json").path, "cannot read"),
            (slimmed.path, "lost steps: Bazel merged short events"),
            (#filePath, "is not a Bazel JSON trace profile"),
        ] {
            let refused = try ToolRun("build-cost", ["critical-path", "--profile", file])
            #expect(
                refused.status == 2 && refused.errors.contains(reason) && refused.output.isEmpty, "\(refused.errors)")
        }
        // The action counter of the measurements refuses a slimmed profile too: its actions are lost.
        #expect(throws: Tool.Failure.self) { try BazelProfile(contentsOf: slimmed) }
        let both = try ToolRun(
            "build-cost", ["critical-path", "--profile", profile.path, "--package-path", folder.url.path])
        #expect(both.status == 2, "\(both.errors)")
    }

    @Test(
        "type-check on a package: the slow expression at its line, a synthesized == at its type, paths the user's, the package untouched"
    )
    func typeCheckPackage() throws {
        let package = try TemporaryPackage.committed([
            "Package.swift": TemporaryPackage.manifest([("Core", []), ("Feed", ["Core"])]),
            "Sources/Core/Point.swift":
                "public struct Point: Equatable {\n    public var x = 0.0, y = 0.0, z = 0.0\n}\n",
            "Sources/Feed/Feed.swift": """
            import Core

            public func total(_ a: Double, _ b: Int, _ c: Double) -> Double {
                let mixed = Double(b) * a + c - Double(b) / 2.0 * a + c * 3 - 4 + a * a - Double(b) * c + 1
                return mixed
            }

            """,
        ])
        defer { package.remove() }
        let run = try ToolRun("build-cost", ["type-check", "--package-path", package.root.path, "--limit", "50"])
        #expect(run.status == 0, "\(run.errors.suffix(2000))")
        #expect(run.output.contains("Sources/Feed/Feed.swift:4:17"), "the slow expression: \(run.output)")
        #expect(
            run.output.contains("Sources/Core/Point.swift:1") && run.output.contains("(synthesized for Point)"),
            "\(run.output)")
        #expect(!run.output.contains("horizon-type-check"), "no scratch path: \(run.output)")
        let status = try Subprocess.run(["git", "-C", package.root.path, "status", "--porcelain", "--ignored"])
        #expect(status.output.isEmpty, "the package is as it was: \(status.output)")
        let bad = try ToolRun("build-cost", ["type-check", "--package-path", package.root.path, "--threshold", "x"])
        #expect(bad.status == 2 && bad.errors.contains("--threshold"), "\(bad.errors)")
    }

    @Test(
        "critical-path on a package built by Bazel: the chain of its modules, as bazel analyze-profile lists it",
        .enabled(if: BazelToolTests.bazelInstalled))
    func criticalPathBazel() throws {
        let package = try BazelToolTests.package()
        let bazel = BazelOutputBase(beside: package.root)
        defer {
            bazel.remove()
            package.remove()
        }
        let run = try ToolRun("build-cost", ["critical-path", "--package-path", package.root.path])
        #expect(run.status == 0, "\(run.errors.suffix(2000))")
        let steps = run.output.split(separator: "\n").filter { $0.contains(" s ") && $0.contains("%") }
        let modules = steps.compactMap { $0.firstMatch(of: #/Compiling Swift module (\w+)$/#).map { String($0.1) } }
        #expect(modules == ["Geometry", "Drawing", "draw"], "\(run.output)")
        #expect(steps.contains { $0.hasSuffix("Linking draw") }, "\(run.output)")

        // A profile of the user's own build: the same steps as Bazel's own report of it.
        #expect(try ToolRun("bazel-build-files", ["--package-path", package.root.path, "--write"]).status == 0)
        let profile = package.url("profile.json")
        #expect(try bazel.run(["build", "--profile=\(profile.path)", "//..."]).status == 0)
        let ours = try ToolRun("build-cost", ["critical-path", "--profile", profile.path])
        let bazels = try Subprocess.run(
            ["bazel", "--output_base=\(bazel.url.path)", "analyze-profile", profile.path], in: package.root,
            separateErrors: true, temporaryDirectory: .inherited)
        let listed = bazels.output.split(separator: "\n").compactMap { line in
            line.firstMatch(of: #/%\s+action '(.+)'$/#).map { String($0.1) }
        }
        #expect(!listed.isEmpty, "\(bazels.output)")
        let printed = ours.output.split(separator: "\n").dropFirst().map {
            $0.split(separator: "%  ", maxSplits: 1).last.map(String.init) ?? ""
        }
        #expect(Array(printed.prefix(listed.count)) == listed, "ours: \(ours.output)\nBazel's: \(bazels.output)")
    }
}
