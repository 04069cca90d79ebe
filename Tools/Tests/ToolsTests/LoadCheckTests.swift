import Foundation
import Testing
import ToolSupport

@testable import BazelKit

/// The load check that ends each compile of the generated rules (`bazel/swift.bzl`), its awk
/// program run here on candidates and dependencies files written by the test: which inputs it
/// lists unused, and its refusal of a module loaded from outside the compile's inputs, a path no
/// build of a well-formed package takes.
@Suite("the compile's load check")
struct LoadCheckTests {
    /// The awk program of the rule's compile action, read from its Starlark string.
    static func program() throws -> String {
        let text = try #require(RuleSet.files.first { $0.path == "bazel/swift.bzl" }?.text)
        let start = try #require(text.range(of: "awk -v list=\"$scratch/unused\" '"))
        let end = try #require(
            text.range(of: "' \"$candidates\" $dependencies", range: start.upperBound..<text.endIndex))
        return text[start.upperBound..<end.lowerBound].replacingOccurrences(of: "\\\\", with: "\\")
    }

    /// The program run on `candidates` and one dependencies file.
    ///
    /// - Returns: Its exit status, the unused list it wrote (file names only), and its errors.
    static func check(candidates: [String], dependencies: String) throws -> (
        status: Int32, unused: [String], errors: String
    ) {
        let folder = try ScratchFolder("horizon-load-check")
        defer { folder.remove() }
        let (candidatesFile, dependenciesFile, list) = (
            folder.url.appendingPathComponent("candidates"), folder.url.appendingPathComponent("X.d"),
            folder.url.appendingPathComponent("unused")
        )
        try (candidates.joined(separator: "\n") + "\n").write(to: candidatesFile, atomically: true, encoding: .utf8)
        try dependencies.write(to: dependenciesFile, atomically: true, encoding: .utf8)
        let run = try Subprocess.run(
            ["awk", "-v", "list=\(list.path)", try program(), candidatesFile.path, dependenciesFile.path],
            separateErrors: true)
        let unused = (try? String(contentsOf: list, encoding: .utf8)) ?? ""
        return (
            run.status, unused.split(separator: "\n").map { String($0.split(separator: "/").last ?? "") }, run.errors
        )
    }

    static let bin = "bazel-out/k8-fastbuild/bin/Sources"
    /// Geometry built with library evolution (its module and the interface it is built from),
    /// Extra without (its binary module alone).
    static let candidates = [
        "\(bin)/Geometry/Geometry.public/Geometry.swiftmodule", "\(bin)/Geometry/Geometry.package.swiftinterface",
        "\(bin)/Extra/Extra.swiftmodule",
    ]

    @Test("a module counts as loaded when the compiler names it or the interface it is built from")
    func loaded() throws {
        let interfaceRead = try Self.check(
            candidates: Self.candidates,
            dependencies: "\(Self.bin)/draw/draw.swiftmodule : Sources/draw/main.swift "
                + "\(Self.bin)/Geometry/Geometry.package.swiftinterface /usr/lib/swift/Swift.swiftmodule\n")
        #expect(interfaceRead.status == 0, "\(interfaceRead.errors)")
        #expect(interfaceRead.unused == ["Extra.swiftmodule"])
        // Named by its absolute path, as a module found through the search paths another records is.
        let absolute = try Self.check(
            candidates: Self.candidates,
            dependencies: "\(Self.bin)/draw/draw.swiftmodule : /root/execroot/\(Self.bin)/Extra/Extra.swiftmodule\n")
        #expect(absolute.status == 0, "\(absolute.errors)")
        #expect(absolute.unused == ["Geometry.swiftmodule", "Geometry.package.swiftinterface"])
    }

    @Test(
        "a module of the build that is not among the compile's inputs fails it, in one line, however it is named",
        arguments: ["", "/root/execroot/"])
    func undeclared(prefix: String) throws {
        let result = try Self.check(
            candidates: Self.candidates,
            dependencies: "\(Self.bin)/draw/draw.swiftmodule : \(prefix)\(Self.bin)/Hidden/Hidden.swiftmodule "
                + "\(Self.bin)/Hidden/Hidden.swiftmodule\n")
        #expect(result.status == 1)
        #expect(
            result.errors == "error: the compile loaded \(Self.bin)/Hidden/Hidden.swiftmodule, which is not among "
                + "its inputs: the module imports a module it does not depend on\n")
    }
}
