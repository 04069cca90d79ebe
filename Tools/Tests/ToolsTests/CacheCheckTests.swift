import Foundation
import Testing
import ToolSupport

@testable import BazelKit

/// `bazel-cache check` on a cache folder written here, entry by entry, with known answers: a
/// sound result, one whose output is missing, one whose output has another size, one whose
/// output does not hash to its name, and bytes that are no action result.
@Suite("bazel-cache check")
struct CacheCheckTests {
    /// A varint of the protocol-buffer wire format.
    static func varint(_ value: Int) -> [UInt8] {
        var value = UInt64(value)
        var bytes: [UInt8] = []
        repeat {
            bytes.append(UInt8(value & 0x7f) | (value > 0x7f ? 0x80 : 0))
            value >>= 7
        } while value > 0
        return bytes
    }

    /// A length-delimited field.
    static func field(_ number: Int, _ bytes: [UInt8]) -> [UInt8] {
        varint(number << 3 | 2) + varint(bytes.count) + bytes
    }

    /// An `ActionResult` with one output file.
    static func actionResult(path: String, hash: String, size: Int) -> Data {
        let digest = field(1, Array(hash.utf8)) + varint(2 << 3) + varint(size)
        return Data(field(2, field(1, Array(path.utf8)) + field(2, digest)))
    }

    /// The SHA-256 of some bytes, by `sha256sum`.
    static func sha256(_ data: Data, in folder: URL) throws -> String {
        let file = folder.appendingPathComponent("hash-me")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return String(try Subprocess.run(["sha256sum", file.path]).output.prefix(64))
    }

    @Test("finds a missing output, a size that differs, contents that do not hash to their name, and no result")
    func findings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-cas-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for kind in ["ac", "cas"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(kind), withIntermediateDirectories: true)
        }
        let good = Data("an object file".utf8)
        let goodHash = try Self.sha256(good, in: folder)
        try good.write(to: folder.appendingPathComponent("cas/\(goodHash)"))
        let corrupt = Data("another object".utf8)
        let corruptHash = try Self.sha256(corrupt, in: folder)
        try Data("another objecT".utf8).write(to: folder.appendingPathComponent("cas/\(corruptHash)"))
        let missingHash = String(repeating: "ab", count: 32)
        let key = { (letter: Character) in String(repeating: letter, count: 64) }
        let entries: [(String, Data)] = [
            (key("a"), Self.actionResult(path: "Sound.o", hash: goodHash, size: good.count)),
            (key("b"), Self.actionResult(path: "Order.o", hash: missingHash, size: 10)),
            (key("c"), Self.actionResult(path: "Short.o", hash: goodHash, size: good.count + 1)),
            (key("d"), Self.actionResult(path: "Corrupt.o", hash: corruptHash, size: corrupt.count)),
            (key("e"), Data([0xff, 0xff, 0xff])),
        ]
        for (name, data) in entries { try data.write(to: folder.appendingPathComponent("ac/\(name)")) }
        // The user's files in the cache's folders are no entries: neither read nor removed.
        for stranger in ["ac/todo.md", "cas/my-notes.txt", "cas/\(key("A"))"] {
            try Data("keep".utf8).write(to: folder.appendingPathComponent(stranger))
        }
        let check = try CacheCheck(folder: folder)
        #expect(check.actions == 5 && check.blobs == 2)
        #expect(check.strangers == ["ac/todo.md", "cas/\(key("A"))", "cas/my-notes.txt"])
        #expect(
            check.findings.map { "\($0.entry): \($0.reason)" } == [
                "cas/\(corruptHash): its contents do not hash to its name",
                "ac/\(key("b")): its output Order.o (cas/\(missingHash.prefix(12))…) is missing from the cache",
                "ac/\(key("c")): its output Short.o (cas/\(goodHash.prefix(12))…) has \(good.count) bytes where the entry "
                    + "says \(good.count + 1)",
                "ac/\(key("d")): its output Corrupt.o (cas/\(corruptHash.prefix(12))…) does not hash to its name",
                "ac/\(key("e")): is not an action result",
            ])
        check.removeFindings()
        let again = try CacheCheck(folder: folder)
        #expect(again.findings.isEmpty && again.actions == 1 && again.blobs == 1, "the sound entry stays")
        #expect(again.strangers.count == 3, "the user's files stay")
    }

    @Test("check --remove refuses a folder start did not make, and leaves its files alone")
    func foreignFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-cas-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["cache/cas/my-notes.txt", "cache/ac/todo.md"]
        for file in files {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("keep".utf8).write(to: url)
        }
        let run = try ToolRun("bazel-cache", ["check", "--dir", folder.path, "--remove"])
        #expect(run.status == 2, "\(run.output)\(run.errors)")
        #expect(
            run.errors
                == "bazel-cache: \(folder.path)/cache is not a cache bazel-cache started: it checks only its own\n")
        for file in files {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file) stays")
        }
    }
}
