import Foundation
import Testing

@testable import HorizonCLI

/// `horizon open --state/--save-state` and the repl's `load`/`save`: every file problem is one
/// line naming the path, exit 2, and nothing is replaced that should not be.
@MainActor
@Suite("State files", .serialized)
final class StateFileTests {
    /// A folder of this test's own, removed when the test ends (each test gets a new suite instance).
    let folder: String

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("horizon-state-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "not json".write(toFile: "\(folder)/text.txt", atomically: true, encoding: .utf8)
        try #"{"root":{"screen":1}}"#.write(toFile: "\(folder)/other.json", atomically: true, encoding: .utf8)
        try (String(repeating: "[", count: 600) + String(repeating: "]", count: 600)).write(
            toFile: "\(folder)/deep.json", atomically: true, encoding: .utf8)
        try "keep".write(toFile: "\(folder)/target.json", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: "\(folder)/link.json", withDestinationPath: "\(folder)/target.json")
        try "keep".write(toFile: "\(folder)/readonly.json", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: "\(folder)/readonly.json")
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func run(_ arguments: [String], input: [String] = []) async -> (code: Int32, out: [String], err: [String]) {
        var out: [String] = []
        var err: [String] = []
        var lines = input[...]
        let code = await CommandLineTool(
            output: { out.append($0) }, errors: { err.append($0) }, input: { lines.popFirst() }
        ).run(arguments)
        return (code, out, err)
    }

    /// Each bad path, as `--state` (reading) or `--save-state` (writing), with what the message says.
    func cases() -> [(option: String, path: String, says: String)] {
        [
            ("--state", "\(folder)/missing.json", "\(folder)/missing.json: no such file"),
            ("--state", "\(folder)/a/b.json", "\(folder)/a/b.json: the folder \(folder)/a does not exist"),
            ("--state", folder, "\(folder) is a folder"),
            ("--state", "", "the file path is empty"),
            ("--state", "/dev/zero", "/dev/zero is not a regular file"),
            ("--state", "\(folder)/text.txt/x.json", "\(folder)/text.txt is a file, not a folder"),
            ("--state", "\(folder)/text.txt", "\(folder)/text.txt is not JSON"),
            (
                "--state", "\(folder)/other.json",
                "\(folder)/other.json is JSON but not a saved navigation state: 'root.screen' is not String"
            ),
            ("--state", "\(folder)/deep.json", "\(folder)/deep.json nests deeper than 512 levels"),
            ("--save-state", "\(folder)/link.json", "\(folder)/link.json is a symbolic link"),
            ("--save-state", "\(folder)/readonly.json", "\(folder)/readonly.json is read-only"),
            ("--save-state", folder, "\(folder) is a folder"),
            ("--save-state", "\(folder)/a/b.json", "the folder \(folder)/a does not exist"),
            ("--save-state", "\(folder)/text.txt/x.json", "\(folder)/text.txt is a file, not a folder"),
            ("--save-state", "", "the file path is empty"),
            (
                "--save-state", "\(folder)/other.json",
                "\(folder)/other.json exists and is not a navigation state horizon saved"
            ),
        ]
    }

    @Test(
        "every file problem is one line naming the path, exit 2, before the app starts; links and read-only files stay as they were"
    )
    func problems() async throws {
        for (option, path, says) in cases() {
            let result = await run(["open", "horizon://home", option, path])
            #expect(result.code == 2 && result.out.isEmpty && result.err.count == 1, "\(option) \(path): \(result)")
            #expect(
                result.err.first?.contains(says) == true && result.err.first?.contains("Error Domain") == false,
                "\(result.err)")
            let repl = await run(["repl"], input: ["\(option == "--state" ? "load" : "save") \(path)"])
            #expect(
                repl.out.contains { $0.hasPrefix("error: ") && $0.contains(says) } || path.isEmpty, "repl: \(repl.out)")
        }
        #expect(
            try String(contentsOfFile: "\(folder)/target.json", encoding: .utf8) == "keep",
            "the link's target is untouched")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/link.json") == "\(folder)/target.json",
            "the link is still a link")
        #expect(
            try String(contentsOfFile: "\(folder)/readonly.json", encoding: .utf8) == "keep",
            "the read-only file is untouched")
        #expect(
            try String(contentsOfFile: "\(folder)/other.json", encoding: .utf8) == #"{"root":{"screen":1}}"#,
            "a file that is no saved state is untouched")
    }

    @Test("a saved state opens again; --json with a bad link after good ones prints nothing on standard output")
    func roundTripAndJSON() async throws {
        let saved = await run(["open", "horizon://shows/9007199254740993", "--save-state", "\(folder)/big.json"])
        #expect(saved.code == 0)
        let again = await run(["open", "horizon://shows/9007199254740993", "--save-state", "\(folder)/big.json"])
        #expect(again.code == 0, "a state horizon saved it saves over: \(again.err)")
        let restored = await run([
            "open", "--state", "\(folder)/big.json", "--json", "horizon://shows/9007199254740993",
        ])
        #expect(restored.code == 0 && restored.out.joined().contains(#""showId" : 9007199254740993"#), "\(restored)")
        let bad = await run(["open", "horizon://home", "horizon://shows/42", "horizon://x/../y", "--json"])
        #expect(bad.code == 2 && bad.out.isEmpty && bad.err.count == 1, "\(bad)")
        let good = await run(["open", "horizon://home", "horizon://shows/42", "--json"])
        let array = try JSONSerialization.jsonObject(with: Data(good.out.joined().utf8)) as? [Any]
        #expect(good.code == 0 && array?.count == 2)
    }

    @Test("what the repl saves, the repl loads; a state that load could not rebuild is not written, in one line")
    func replSaveLoad() async throws {
        let saved = await run(
            ["repl"],
            input: [
                "horizon://home", "service ShowPageService navigate showId=42", "save \(folder)/show.json", "back",
                "load \(folder)/show.json", "tree",
            ])
        #expect(!saved.out.contains { $0.hasPrefix("error: ") }, "\(saved.out)")
        #expect(saved.out.last?.contains("ShowPage ‹show {\"showId\":42}›") == true, "\(saved.out)")
        // A service's fallback screen was not built for a route: load could not build it again.
        let fallback = await run(
            ["repl"], input: ["horizon://home", "service Settings show", "save \(folder)/fallback.json"])
        #expect(
            fallback.out.contains {
                $0 == "error: nothing written to \(folder)/fallback.json: this state could not be loaded again, "
                    + "as Unavailable was not built for a route, so it cannot be built again"
            }, "\(fallback.out)")
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/fallback.json"))
    }

    @Test("a failed write says why in words: the POSIX reason under Foundation's error")
    func writeReasons() {
        let full = CocoaError(
            .fileWriteOutOfSpace,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))])
        #expect(FileError.reason(full) == "no space left on device")
        #expect(FileError.reason(CocoaError(.fileWriteOutOfSpace)) == "no space left on the disk")
        #expect(
            FileError.unwritable("/x.json", reason: "no space left on device").description
                == "cannot write /x.json: no space left on device")
        #expect(
            !FileError.unwritable("/x.json", reason: "").isBadInput
                && FileError.readOnly("/x.json").isBadInput)
    }

    @Test("a state is read through a symbolic link, which only writing refuses")
    func readThroughLink() async throws {
        #expect(await run(["open", "horizon://shows/7", "--save-state", "\(folder)/saved.json"]).code == 0)
        try FileManager.default.createSymbolicLink(
            atPath: "\(folder)/saved-link.json", withDestinationPath: "\(folder)/saved.json")
        let restored = await run(["open", "--state", "\(folder)/saved-link.json", "--json", "horizon://shows/7"])
        #expect(restored.code == 0 && restored.err.isEmpty, "\(restored.err)")
    }

    @Test("graph honours --json; repl refuses it")
    func json() async throws {
        let graph = await run(["graph", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(graph.out.joined().utf8)) as? [String: Any]
        #expect(
            graph.code == 0 && (object?["nodes"] as? [Any])?.isEmpty == false
                && (object?["edges"] as? [Any])?.isEmpty == false)
        let repl = await run(["repl", "--json"])
        #expect(repl.code == 2 && repl.err.first?.contains("repl is a text session") == true)
        let both = await run(["graph", "--dot", "--json"])
        #expect(both.code == 2)
    }
}
