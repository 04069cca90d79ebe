import Foundation
import Testing
import ToolSupport

@testable import BuildTimesKit

/// The product readers on a build laid out as macOS leaves it, read on any platform: the folders
/// come from the toolchain's triple and the configuration's name, never from a platform's
/// spelling, and the oracle's comparison reads Mach-O objects as it reads ELF ones.
@Suite("the product readers on a macOS build's layout")
struct MacOSLayoutTests {
    /// Makes the object files `paths` (relative to the package) from the assembly `source`, for `triple`.
    func objects(_ paths: [String], in package: TemporaryPackage, triple: String, source: String) throws {
        let assembly = package.url("source.s")
        try source.write(to: assembly, atomically: true, encoding: .utf8)
        for path in paths {
            let object = package.url(path)
            try FileManager.default.createDirectory(
                at: object.deletingLastPathComponent(), withIntermediateDirectories: true)
            let outcome = try Subprocess.run(
                ["clang", "-target", triple, "-c", assembly.path, "-o", object.path], separateErrors: true)
            #expect(outcome.status == 0, "\(outcome.errors)")
        }
    }

    static let machO = "arm64-apple-macos13"
    static func assembly(hash: String, code: String = "ret") -> String {
        ".section __TEXT,__text\n.globl _f\n_f: \(code)\n.section __LLVM,__swift_modhash\n.byte \(hash)\n"
    }

    @Test(
        "SwiftPM's .build/arm64-apple-macosx/debug and Swift Build's Debug (no platform suffix) give each module's folder"
    )
    func folders() throws {
        let package = try TemporaryPackage(["README.md": "A build laid out as macOS leaves it.\n"])
        defer { package.remove() }
        try objects(
            [
                ".build/arm64-apple-macosx/debug/Cart.build/Cart.swift.o",
                ".build/arm64-apple-macosx/debug/Shop.build/main.swift.o",
                ".build/out/Intermediates.noindex/Shop.build/Debug/Cart.build/Objects-normal/arm64/Cart.o",
                ".build/out/Intermediates.noindex/Shop.build/Release/Cart.build/Objects-normal/arm64/Cart.o",
            ], in: package, triple: Self.machO, source: Self.assembly(hash: "1"))
        let build = package.url(".build")
        let native = Sandbox.objectFolders(
            in: build, buildSystem: .swiftpm, configuration: .debug, triple: "arm64-apple-macosx")
        #expect(native.map(\.module).sorted() == ["Cart", "Shop"])
        let swiftBuild = Sandbox.objectFolders(
            in: build, buildSystem: .swiftbuild, configuration: .debug, triple: "arm64-apple-macosx")
        #expect(swiftBuild.map(\.module) == ["Cart"])
        #expect(swiftBuild.first?.folder.path.contains("/Debug/Cart.build") == true)
        // The same reader on Linux's spellings: the triple's folder and `Debug-linux`.
        let linux = Sandbox.objectFolders(
            in: build, buildSystem: .swiftpm, configuration: .debug, triple: "x86_64-unknown-linux-gnu")
        #expect(linux.isEmpty, "no folder of another triple is read")
    }

    @Test("Mach-O objects: the module hash set aside, the same code is the same; other code differs")
    func machOHashes() throws {
        let package = try TemporaryPackage(["README.md": "A build laid out as macOS leaves it.\n"])
        defer { package.remove() }
        try objects(["a.o"], in: package, triple: Self.machO, source: Self.assembly(hash: "1, 2"))
        try objects(["b.o"], in: package, triple: Self.machO, source: Self.assembly(hash: "9, 9"))
        try objects(["c.o"], in: package, triple: Self.machO, source: Self.assembly(hash: "1, 2", code: "nop\nret"))
        let paths = ["a.o", "b.o", "c.o"].map { package.url($0).path }
        #expect(try Data(contentsOf: package.url("a.o")) != Data(contentsOf: package.url("b.o")))
        let hashes = try Sandbox.codeHashes(of: paths)
        #expect(hashes[paths[0]] == hashes[paths[1]], "only the module hash differs")
        #expect(hashes[paths[0]] != hashes[paths[2]], "the code differs")
    }
}
