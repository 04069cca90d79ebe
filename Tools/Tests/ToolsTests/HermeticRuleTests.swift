import Foundation
import Testing
import ToolSupport

/// The generated Bazel rules are hermetic: the toolchain is in every compile's key, and no
/// compile writes a file it does not declare. Each test builds a small package with Bazel.
@Suite("the hermetic Bazel rule", .serialized, .enabled(if: BazelToolTests.bazelInstalled))
struct HermeticRuleTests {
    /// The compiles a build ran, by the module each compiled, from Bazel's `--explain` log.
    static func compiles(_ bazel: BazelOutputBase, path: String) throws -> [String] {
        // Inside the output base, which the test removes.
        let log = bazel.url.appendingPathComponent("explain.log")
        let build = try bazel.run(["build", "//...", "--explain=\(log.path)", "--verbose_explanations"], path: path)
        #expect(build.status == 0, "\(build.output.suffix(3000))")
        let text = try String(contentsOf: log, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("Executing action 'Compiling Swift module ") else { return nil }
            return String(line.dropFirst("Executing action 'Compiling Swift module ".count).prefix { $0 != "'" })
        }.sorted()
    }

    /// A toolchain folder whose programs and libraries are the installed toolchain's, by links,
    /// and whose `share/swift/features.json` is a file of its own, which a test may change.
    static func toolchainCopy(in folder: URL) throws -> URL {
        let swiftc = try #require(
            try Subprocess.run(["sh", "-c", "readlink -f \"$(command -v swiftc)\""]).output.split(separator: "\n")
                .first)
        let installed = URL(fileURLWithPath: String(swiftc)).deletingLastPathComponent().deletingLastPathComponent()
        let usr = folder.appendingPathComponent("toolchain/usr")
        let manager = FileManager.default
        try manager.createDirectory(at: usr.appendingPathComponent("share/swift"), withIntermediateDirectories: true)
        for entry in ["bin", "lib", "libexec", "include"]
        where manager.fileExists(atPath: installed.appendingPathComponent(entry).path) {
            try manager.createSymbolicLink(
                at: usr.appendingPathComponent(entry), withDestinationURL: installed.appendingPathComponent(entry))
        }
        try manager.copyItem(
            at: installed.appendingPathComponent("share/swift/features.json"),
            to: usr.appendingPathComponent("share/swift/features.json"))
        return usr
    }

    /// A package, by default the two libraries and the executable of ``BazelToolTests/package()``,
    /// with its Bazel files written, and an output base beside it; both removed after `body`.
    static func withBazelPackage(
        _ make: () throws -> TemporaryPackage = BazelToolTests.package,
        _ body: (TemporaryPackage, BazelOutputBase) throws -> Void
    ) throws {
        let package = try make()
        let bazel = BazelOutputBase(beside: package.root)
        defer {
            bazel.remove()
            package.remove()
        }
        #expect(try ToolRun("bazel-build-files", ["--package-path", package.root.path, "--write"]).status == 0)
        try body(package, bazel)
    }

    @Test("a toolchain changed behind the same PATH reruns every compile; an unchanged one reruns none")
    func toolchainInTheKey() throws {
        try Self.withBazelPackage { _, bazel in try Self.toolchainChange(bazel) }
    }

    /// Builds under a PATH whose toolchain is a copy, three times: as it is, again, and after a
    /// change of one of the toolchain's files.
    static func toolchainChange(_ bazel: BazelOutputBase) throws {
        let folder = try ScratchFolder("horizon-toolchain")
        defer { folder.remove() }
        let toolchain = try Self.toolchainCopy(in: folder.url)
        let path =
            toolchain.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let modules = ["Drawing", "Geometry", "draw"]
        #expect(try Self.compiles(bazel, path: path) == modules, "the first build compiles every module")
        #expect(try Self.compiles(bazel, path: path) == [], "nothing changed: nothing reruns")
        let features = toolchain.appendingPathComponent("share/swift/features.json")
        let text = try String(contentsOf: features, encoding: .utf8)
        try (text + "\n").write(to: features, atomically: false, encoding: .utf8)
        #expect(
            try Self.compiles(bazel, path: path) == modules, "a file of the toolchain changed: every compile reruns")
    }

    @Test(
        "a compile lists as unused only the modules it did not load: one built from an interface it read counts as loaded"
    )
    func unusedOnlyWhatWasNotLoaded() throws {
        // draw depends on Extra and never imports it; it loads Geometry through Drawing's public
        // import, and the compiler names the interfaces of both, not the modules built from them.
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Shapes",
                targets: [
                    .target(name: "Geometry"),
                    .target(name: "Extra"),
                    .target(name: "Drawing", dependencies: ["Geometry"]),
                    .executableTarget(name: "draw", dependencies: ["Drawing", "Extra"]),
                ]
            )

            """
        let files = [
            "Package.swift": manifest,
            "Sources/Geometry/Geometry.swift": "public func area(_ side: Int) -> Int { side * side }\n",
            "Sources/Extra/Extra.swift": "public func extra() -> Int { 1 }\n",
            "Sources/Drawing/Drawing.swift": "public import Geometry\n\npublic func square() -> Int { area(3) }\n",
            "Sources/draw/main.swift": "import Drawing\n\nprint(square())\n",
        ]
        try Self.withBazelPackage({ try TemporaryPackage(files) }, { _, bazel in try Self.unusedLists(bazel) })
    }

    /// Builds the package and reads the executable's candidates and unused list.
    static func unusedLists(_ bazel: BazelOutputBase) throws {
        let build = try bazel.run(["build", "//..."])
        #expect(build.status == 0, "\(build.output.suffix(3000))")
        let bin = try bazel.run(["info", "bazel-bin"], separateErrors: true).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        func lines(_ file: String) throws -> [String] {
            try String(contentsOfFile: bin + "/Sources/draw/" + file, encoding: .utf8).split(separator: "\n")
                .map { String($0.split(separator: "/").last ?? "") }.sorted()
        }
        let candidates = try lines("draw.candidates")
        #expect(
            candidates.contains("Geometry.swiftmodule") && candidates.contains("Geometry.package.swiftinterface"),
            "\(candidates)")
        #expect(try lines("draw.unused") == ["Extra.package.swiftinterface", "Extra.swiftmodule"])
    }

    @Test("every file a build writes in bazel-bin is an output some action declares")
    func everyFileDeclared() throws {
        try Self.withBazelPackage { _, bazel in try Self.undeclaredFiles(bazel) }
    }

    /// Builds the package and compares the files in `bazel-bin` with the outputs of its actions.
    static func undeclaredFiles(_ bazel: BazelOutputBase) throws {
        #expect(try bazel.run(["build", "//..."]).status == 0)
        let query = try bazel.run(["aquery", "//...", "--output=text"], separateErrors: true)
        let declared = Set(
            query.output.split(separator: "\n").filter { $0.hasPrefix("  Outputs: [") }.flatMap { line in
                line.dropFirst("  Outputs: [".count).dropLast().split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " (TreeArtifact)", with: "")
                }
            })
        let root = try bazel.run(["info", "execution_root"], separateErrors: true).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let bin = "bazel-out/k8-fastbuild/bin"
        let written = try FileManager.default.subpathsOfDirectory(atPath: root + "/" + bin)
            .map { bin + "/" + $0 }
            .filter { path in
                var folder: ObjCBool = false
                return FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &folder)
                    && !folder.boolValue
            }
            .filter { !$0.contains(".runfiles") && !$0.hasPrefix(bin + "/external/") }
        #expect(!written.isEmpty)
        let undeclared = written.filter { path in
            !declared.contains(path) && !declared.contains { path.hasPrefix($0 + "/") }
        }
        #expect(undeclared.isEmpty, "written and declared by no action: \(undeclared)")
    }
}
