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
        let entries: [(String, Data)] = [
            ("a-sound", Self.actionResult(path: "Sound.o", hash: goodHash, size: good.count)),
            ("b-missing", Self.actionResult(path: "Order.o", hash: missingHash, size: 10)),
            ("c-size", Self.actionResult(path: "Short.o", hash: goodHash, size: good.count + 1)),
            ("d-corrupt", Self.actionResult(path: "Corrupt.o", hash: corruptHash, size: corrupt.count)),
            ("e-garbage", Data([0xff, 0xff, 0xff])),
        ]
        for (key, data) in entries { try data.write(to: folder.appendingPathComponent("ac/\(key)")) }
        let check = try CacheCheck(folder: folder)
        #expect(check.actions == 5 && check.blobs == 2)
        #expect(
            check.findings.map { "\($0.entry): \($0.reason)" } == [
                "cas/\(corruptHash): its contents do not hash to its name",
                "ac/b-missing: its output Order.o (cas/\(missingHash.prefix(12))…) is missing from the cache",
                "ac/c-size: its output Short.o (cas/\(goodHash.prefix(12))…) has \(good.count) bytes where the entry "
                    + "says \(good.count + 1)",
                "ac/d-corrupt: its output Corrupt.o (cas/\(corruptHash.prefix(12))…) does not hash to its name",
                "ac/e-garbage: is not an action result",
            ])
        check.removeFindings()
        let again = try CacheCheck(folder: folder)
        #expect(again.findings.isEmpty && again.actions == 1 && again.blobs == 1, "the sound entry stays")
    }
}
