import Foundation
import TestSupport
import Testing

/// `Scripts/interface-changes`: what changed in an interface's public API since a commit,
/// breaking or not, who recompiles; and a concrete module showing more than its entry.
@Suite("interface-changes", .serialized, .slow)
struct InterfaceChangesTests {
    let root = ProcessRunner.repositoryRoot()

    /// A git repository with a package of one feature pair, committed once.
    func makeRepository() throws -> URL {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-api-\(UUID().uuidString)")
        try write(
            """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Gadgets",
                targets: [
                    .target(name: "GadgetInterface", path: "Modules/Gadget/GadgetInterface"),
                    .target(name: "Gadget", dependencies: ["GadgetInterface"], path: "Modules/Gadget/Gadget"),
                ])
            """, to: "Package.swift", in: package)
        try write(
            """
            /// Makes gadgets.
            public protocol GadgetMaking {
                /// Makes one.
                func make() -> Int
            }

            /// A helper that goes away.
            public func oldHelper() {}
            """, to: "Modules/Gadget/GadgetInterface/GadgetMaking.swift", in: package)
        try write(
            """
            /// The module's entry.
            public struct GadgetEntry {
                /// Creates the entry.
                public init() {}
            }
            """, to: "Modules/Gadget/Gadget/GadgetEntry.swift", in: package)
        let git = "git -c user.name=test -c user.email=test@example.com"
        let committed = try ProcessRunner.run(
            ["bash", "-c", "git init -q && \(git) add -A && \(git) commit -q -m first"], in: package)
        #expect(committed.status == 0, "\(committed.output)")
        return package
    }

    func write(_ text: String, to path: String, in package: URL) throws {
        let file = package.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    @Test("additions, removals and a new requirement are reported with who recompiles; a leaking concrete module fails")
    func report() throws {
        let package = try makeRepository()
        defer { try? FileManager.default.removeItem(at: package) }
        let unchanged = try ProcessRunner.run(
            ["bash", "Scripts/interface-changes", "HEAD", "--package-path", package.path], in: root)
        #expect(unchanged.status == 0, "\(unchanged.output)")
        #expect(unchanged.output.contains("no interface module's public API changed"), "\(unchanged.output)")

        try write(
            """
            /// Makes gadgets.
            public protocol GadgetMaking {
                /// Makes one.
                func make() -> Int
                /// Starts over.
                func reset()
            }

            /// Something new.
            public struct Extra {}
            """, to: "Modules/Gadget/GadgetInterface/GadgetMaking.swift", in: package)
        try write(
            "/// Should be internal.\npublic struct Leak {}\n", to: "Modules/Gadget/Gadget/Leak.swift", in: package)
        let result = try ProcessRunner.run(
            ["bash", "Scripts/interface-changes", "HEAD", "--package-path", package.path], in: root)
        #expect(result.status == 1, "\(result.output)")
        for line in [
            "GadgetInterface: 2 added, 1 removed, 0 changed — BREAKING",
            "  + Extra: struct Extra",
            "  + GadgetMaking.reset(): func reset()",
            "      breaking: a new protocol requirement without a default: every conformer must implement it",
            "  - oldHelper(): func oldHelper()",
            "  recompiles: 1 modules: Gadget",
            "interface-changes: Gadget exposes Leak (Structure): a concrete module shows only GadgetEntry",
        ] {
            #expect(result.output.contains(line), "\(line)\n\(result.output)")
        }
    }

    @Test("bad input exits 2", arguments: [["no-such-commit"], ["--package-path", "/nonexistent"], ["--nope"]])
    func badInput(arguments: [String]) throws {
        let result = try ProcessRunner.run(["bash", "Scripts/interface-changes"] + arguments, in: root)
        #expect(result.status == 2 && result.output.contains("interface-changes: "), "\(result.output)")
    }
}
