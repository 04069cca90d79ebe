import Foundation
import Testing

/// `build-cost`: a record per commit, and the report between two: a module added, a module whose
/// compile time grew, and the interface-change cost before and after.
@Suite("build cost per commit", .serialized)
struct BuildCostTests {
    @Test("record two commits, then diff: the module added, the one that grew, and who recompiles")
    func recordAndDiff() throws {
        let package = try TemporaryPackage([
            "Package.swift": TemporaryPackage.manifest([("Core", []), ("Feed", ["Core"])]),
            "Sources/Core/Core.swift": "public func core() -> Int { 1 }\n",
            "Sources/Feed/Feed.swift": "import Core\n\npublic func feed() -> Int { core() }\n",
        ])
        defer { package.remove() }
        try package.git("init", "-q")
        try package.git("add", ".")
        try package.git("commit", "-q", "-m", "Core and Feed")
        // Core grows about fifty times; Extra appears and imports it.
        let functions = (0..<400).map { "public func work\($0)(_ x: Int) -> Int { (x &* \($0)) &+ \($0 % 7) }" }
        try package.write(
            "public func core() -> Int { 1 }\n" + functions.joined(separator: "\n") + "\n",
            to: "Sources/Core/Core.swift")
        try package.write("import Core\n\npublic func extra() -> Int { core() }\n", to: "Sources/Extra/Extra.swift")
        try package.write(
            TemporaryPackage.manifest([("Core", []), ("Feed", ["Core"]), ("Extra", ["Core"])]), to: "Package.swift")
        try package.git("add", ".")
        try package.git("commit", "-q", "-m", "Core grows, Extra appears")
        let out = package.url("costs")
        for revision in ["HEAD~1", "HEAD"] {
            let recorded = try ToolRun(
                "build-cost", ["record", "--package-path", package.root.path, "--commit", revision, "--out", out.path])
            #expect(recorded.status == 0, "\(recorded.errors.suffix(2000))")
        }
        // The records, beside the list of what the tool wrote there.
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { !$0.hasPrefix(".") }.sorted()
        try #require(files.count == 2, "\(files)")
        // The older commit first: the log names them.
        let log = try String(contentsOf: package.url(".git/logs/HEAD"), encoding: .utf8)
        let ordered = files.sorted {
            log.range(of: String($0.prefix(12)))!.lowerBound < log.range(of: String($1.prefix(12)))!.lowerBound
        }
        let diff = try ToolRun("build-cost", ["diff"] + ordered.map { out.appendingPathComponent($0).path })
        #expect(diff.status == 0, "\(diff.errors)")
        #expect(diff.output.contains("- Added: Extra ("), "\(diff.output)")
        #expect(diff.output.contains("| Core | "), "Core's compile time moved: \(diff.output)")
        #expect(diff.output.contains("| Core | 1 → 2 |"), "Core's importers, before and after: \(diff.output)")
    }

    @Test("a commit that does not exist, or a file that is no record, exits 2")
    func badInput() throws {
        let package = try TemporaryPackage.committed([
            "Package.swift": TemporaryPackage.manifest([("Core", [])]), "Sources/Core/Core.swift": "let core = 1\n",
        ])
        defer { package.remove() }
        let missing = try ToolRun("build-cost", ["record", "--package-path", package.root.path, "--commit", "HEAD~3"])
        #expect(missing.status == 2 && missing.errors.contains("'HEAD~3' is not a commit"), "\(missing.errors)")
        let notRecord = try ToolRun(
            "build-cost", ["diff", package.url("Package.swift").path, package.url("Package.swift").path])
        #expect(notRecord.status == 2 && notRecord.errors.contains("as a build cost"), "\(notRecord.errors)")
    }
}
