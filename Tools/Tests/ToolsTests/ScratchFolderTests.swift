import Foundation
import Testing

/// The tools build on scratch copies and leave nothing behind: not after a run, not when stopped.
/// Each test gives the tool a temporary directory of its own, so no other suite's folders count.
@Suite("scratch folders", .serialized)
struct ScratchFolderTests {
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-tmp-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    /// The build-time tools' scratch folders in the test's temporary directory now.
    func scratchFolders() -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        return Set(names.filter { $0.hasPrefix("horizon-build-times.") })
    }

    static func package() throws -> TemporaryPackage {
        try TemporaryPackage([
            "Package.swift": TemporaryPackage.manifest([("Core", []), ("Feature", ["Core"])]),
            "Sources/Core/Core.swift": "public func core() -> Int { 1 }\n",
            "Sources/Feature/Feature.swift": "import Core\n\npublic func feature() -> Int { core() }\n",
        ])
    }

    @Test("SIGTERM during a measurement stops its builds, removes the scratch copy and exits 143")
    func terminated() throws {
        let package = try Self.package()
        defer {
            package.remove()
            try? FileManager.default.removeItem(at: temporary)
        }
        let before = scratchFolders()
        var seen: Set<String> = []
        let result = try ToolRun(
            "measure-build-times", ["--package-path", package.root.path, "--all", "--runs", "3"],
            environment: ["TMPDIR": temporary.path]
        ) {
            process in
            // Wait for the copy to appear, then stop the tool while it builds there.
            for _ in 0..<2_000 where seen.isEmpty {
                seen = scratchFolders().subtracting(before)
                usleep(10_000)
            }
            usleep(300_000)
            process.terminate()
        }
        #expect(!seen.isEmpty, "the tool made a scratch folder")
        #expect(result.status == 143, "\(result.errors)")
        for name in seen {
            #expect(
                !FileManager.default.fileExists(atPath: temporary.appendingPathComponent(name).path), "\(name) is gone")
        }
    }

    @Test("a finished run leaves no scratch folder")
    func finished() throws {
        let package = try Self.package()
        defer {
            package.remove()
            try? FileManager.default.removeItem(at: temporary)
        }
        let result = try ToolRun(
            "measure-build-times", ["--package-path", package.root.path, "--modules", "Core", "--quick"],
            environment: ["TMPDIR": temporary.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("| Core (library) | public API added | 2: Core, Feature |"), "\(result.output)")
        #expect(
            result.errors.contains("to \(temporary.path)/horizon-build-times."), "it copied into its scratch folder")
        #expect(scratchFolders().isEmpty, "and removed it")
    }
}
