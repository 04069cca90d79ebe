import Foundation
import HorizonApp
import Testing

@MainActor
@Suite("horizon CLI")
struct CommandLineToolTests {
    /// Runs the tool and returns its exit code, standard output and standard error.
    func run(_ arguments: [String]) async -> (code: Int32, out: [String], err: [String]) {
        var out: [String] = [], err: [String] = []
        let code = await CommandLineTool(output: { out.append($0) }, errors: { err.append($0) }).run(arguments)
        return (code, out, err)
    }

    @Test("no arguments plays every flow and ends with the summary line")
    func playAll() async {
        let result = await run([])
        #expect(result.code == 0)
        #expect(result.out.last?.range(of: #"^\d+ flows, \d+ steps: all passed$"#, options: .regularExpression) != nil)
    }

    @Test("list shows every flow with its source")
    func list() async {
        let result = await run(["list"])
        let text = result.out.joined(separator: "\n")
        #expect(result.code == 0 && text.contains("routerservice.push-login") && text.contains("from RouterService README"))
    }

    @Test("play --json prints machine-readable results")
    func playJSON() async throws {
        let result = await run(["play", "routerservice.push-login", "--json"])
        #expect(result.code == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.joined().utf8)) as? [String: Any])
        let flows = try #require(json["flows"] as? [[String: Any]])
        #expect(flows.count == 1 && flows[0]["passed"] as? Bool == true && json["summary"] as? String == "1 flows, 5 steps: all passed")
    }

    @Test("routes lists every registered route with its module")
    func routes() async {
        let result = await run(["routes"])
        let text = result.out.joined(separator: "\n")
        #expect(result.code == 0)
        for expected in ["ROUTE", "profile", "Profile", "ProfileFeature", "settings", "player", "AudioPlayer",
                         "SERVICE", "SettingsService", "createScreen", "task", "ShowPageService",
                         "PROTOCOL", "NoteEditorInput", "NoteEditorFeature", "TimeServiceInput", "adapter to AlertInput"] {
            #expect(text.contains(expected))
        }
    }

    @Test("bad input exits 2 with a one-line reason on stderr", arguments: [
        (["play"], "play needs at least one flow id"),
        (["play", "nope"], "unknown flow 'nope'"),
        (["teleport"], "unknown command 'teleport'"),
        (["list", "extra"], "list takes no arguments"),
    ])
    func badInput(arguments: [String], reason: String) async {
        let result = await run(arguments)
        #expect(result.code == 2 && result.out.isEmpty && result.err.count == 1)
        #expect(result.err.first?.contains(reason) == true)
    }

    @Test("--help documents every command")
    func help() async {
        let result = await run(["--help"])
        let text = result.out.joined()
        #expect(result.code == 0)
        for command in ["horizon list", "horizon play", "horizon routes", "horizon bench", "--json", "EXIT CODES"] {
            #expect(text.contains(command))
        }
    }
}
