import Foundation
import HorizonAppInterface
import HorizonBench
import HorizonBenchInterface
import Testing

@testable import HorizonCLI

@MainActor
@Suite("horizon CLI")
struct CommandLineToolTests {
    /// Runs the tool and returns its exit code, standard output and standard error.
    func run(_ arguments: [String], input: [String] = []) async -> (code: Int32, out: [String], err: [String]) {
        var out: [String] = []
        var err: [String] = []
        var lines = input[...]
        let code = await CommandLineTool(
            output: { out.append($0) }, errors: { err.append($0) }, input: { lines.popFirst() }
        )
        .run(arguments)
        return (code, out, err)
    }

    @Test("no arguments plays every flow and ends with the summary line")
    func playAll() async {
        let result = await run([])
        let failures = result.out.filter { $0.contains("✗") }
        #expect(result.code == 0, "\(failures)")
        #expect(
            result.out.last?.range(of: #"^\d+ flows, \d+ steps: all passed$"#, options: .regularExpression) != nil,
            "\(result.out.last ?? "")")
    }

    @Test("list shows every flow with its source")
    func list() async {
        let result = await run(["list"])
        let text = result.out.joined(separator: "\n")
        #expect(
            result.code == 0 && text.contains("routerservice.push-login") && text.contains("from RouterService README"))
    }

    @Test("play --json prints machine-readable results")
    func playJSON() async throws {
        let result = await run(["play", "routerservice.push-login", "--json"])
        #expect(result.code == 0)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.out.joined().utf8)) as? [String: Any])
        let flows = try #require(json["flows"] as? [[String: Any]])
        #expect(
            flows.count == 1 && flows[0]["passed"] as? Bool == true
                && json["summary"] as? String == "1 flow, 6 steps: all passed")
    }

    @Test("routes lists every registered route with its module")
    func routes() async {
        let result = await run(["routes"])
        let text = result.out.joined(separator: "\n")
        #expect(result.code == 0)
        for expected in [
            "ROUTE", "profile", "Profile", "ProfileFeature", "settings", "player", "AudioPlayer",
            "SERVICE", "SettingsService", "createScreen", "task", "ShowPageService",
            "PROTOCOL", "NoteEditorInput", "NoteEditorFeature", "TimeServiceInput", "adapter to AlertInput",
            "PATTERN", "shows/:showId", "profile/settings", "GUARDS", "signed-in",
        ] {
            #expect(text.contains(expected))
        }
    }

    @Test("open prints what each link changed and the hierarchy after it")
    func open() async {
        let result = await run(["open", "horizon://shows/42", "https://horizon.example/home"])
        let text = result.out.joined(separator: "\n")
        #expect(result.code == 0 && result.err.isEmpty)
        for expected in [
            "open horizon://shows/42 → show", "set window root Tabs", #"ShowPage ‹show {"showId":42}›"#,
            "open https://horizon.example/home → home", "pop ShowPage from HomeStack",
        ] {
            #expect(text.contains(expected), "missing: \(expected)")
        }
    }

    @Test("open --json prints one snapshot per link; each screen node has its name and route parameters")
    func openJSON() async throws {
        let result = await run([
            "open", "--json", "--signed-in", "horizon://shows/42?season=2", "horizon://profile/settings?refresh=true",
        ])
        #expect(result.code == 0)
        let reports = try #require(
            try JSONSerialization.jsonObject(with: Data(result.out.joined().utf8)) as? [[String: Any]])
        #expect(reports.count == 2 && reports[1]["route"] as? String == "settings")
        func nodes(_ node: [String: Any]) -> [[String: Any]] {
            [node] + ((node["children"] as? [[String: Any]]) ?? []).flatMap(nodes)
        }
        let first = try #require((reports[0]["hierarchy"] as? [String: Any])?["root"] as? [String: Any])
        let show = try #require(nodes(first).first { $0["screen"] as? String == "ShowPage" })
        #expect(show["route"] as? [String: Int] == ["showId": 42, "season": 2])
        let second = try #require((reports[1]["hierarchy"] as? [String: Any])?["root"] as? [String: Any])
        let settings = try #require(nodes(second).first { $0["screen"] as? String == "Settings" })
        #expect(settings["route"] as? [String: Bool] == ["shouldRefresh": true])
    }

    @Test("open saves the navigation state and starts from it; the guard applies to a restored state")
    func openState() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "horizon-state-\(UUID().uuidString).json"
        ).path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let saved = await run([
            "open", "--signed-in", "--save-state", file, "horizon://profile/settings", "horizon://player/7",
        ])
        #expect(saved.code == 0 && FileManager.default.fileExists(atPath: file))
        let restored = await run(["open", "--signed-in", "--state", file, "horizon://home"])
        let text = restored.out.joined(separator: "\n")
        #expect(restored.code == 0 && text.contains("restored \(file)") && text.contains("dismiss PlayerStack"))
        #expect(text.contains("Settings ‹settings"), "the other tab came back too")
        let refused = await run(["open", "--state", file])
        #expect(refused.code == 2 && refused.err.first?.contains("the guard signed-in refuses") == true)
    }

    @Test(
        "bad input exits 2 with a one-line reason on stderr",
        arguments: [
            (["open"], "open needs at least one link"),
            (["open", ""], "the link is empty"),
            (["open", "horizon://shows/0"], "showId = '0' is not a positive whole number"),
            (["open", "ftp://horizon.example/home"], "the scheme 'ftp' is not handled"),
            (["open", "horizon://nowhere"], "no route matches the path 'nowhere'"),
            (["open", "--state"], "--state needs a file path"),
            (
                ["open", "--state", "/nonexistent/state.json"],
                "/nonexistent/state.json: the folder /nonexistent does not exist"
            ),
            (["open", "--teleport", "home"], "unknown option '--teleport'"),
            (["play"], "play needs at least one flow id"),
            (["play", "nope"], "unknown flow 'nope'"),
            (["teleport"], "unknown command 'teleport'"),
            (["list", "extra"], "list takes no arguments"),
            (["open", "horizon://login"], "the route 'login' cannot be opened from outside the app"),
            (["repl", "extra"], "repl takes no arguments"),
            (["graph", "--svg"], "graph takes only --dot"),
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
        for command in [
            "horizon list", "horizon play", "horizon open", "--save-state", "horizon routes", "horizon bench",
            "horizon repl", "horizon graph", "--json", "EXIT CODES",
        ] {
            #expect(text.contains(command))
        }
    }

    @Test(
        "bench measures every operation at each size beside a baseline, and the memory checks find nothing left alive")
    func bench() async throws {
        let result = await run(["bench", "--quick", "--sizes", "10,20", "--cycles", "50", "--json"])
        // Exit 1 without an error means a memory check failed. Here only the live counts below
        // can decide that: this process runs the other suites at the same time, and their
        // allocations move its resident memory (`horizon bench` run alone judges that too).
        #expect(result.err.isEmpty && [0, 1].contains(result.code), "\(result.err)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.out.joined().utf8)) as? [String: Any])
        let rows = try #require(json["rows"] as? [[String: Any]])
        #expect(
            rows.count >= 9
                && rows.allSatisfy { ($0["sizes"] as? [[String: Any]])?.compactMap { $0["size"] as? Int } == [10, 20] })
        #expect(rows.allSatisfy { $0["baseline"] != nil && $0["ratio"] != nil && $0["growth"] != nil })
        let checks = try #require(json["memory"] as? [[String: Any]])
        #expect(
            checks.count == 4
                && checks.allSatisfy {
                    $0["screensAlive"] as? Int == 0 && $0["featuresAlive"] as? Int == 0
                        && $0["weakSharedAlive"] as? Int == 0
                })
    }

    @Test(
        "bench refuses bad options with exit 2",
        arguments: [
            ["--sizes", "0"], ["--sizes", "10,x"], ["--cycles", "-1"], ["--nope"], ["--setup", "nope"], ["--setup"],
            ["--repeat", "-1"], ["--repeat"], ["--repeat", "2", "--only", "no such row"], ["--baseline"],
        ])
    func badBench(arguments: [String]) async {
        let result = await run(["bench"] + arguments)
        #expect(result.code == 2 && result.err.first?.hasPrefix("horizon: bench:") == true)
    }

    @Test(
        "bench --setup builds one part of a generated app per size and says how many items",
        arguments: SetupPart.allCases)
    func setup(part: SetupPart) async {
        let result = await run(["bench", "--setup", part.rawValue, "--sizes", "3,5"])
        #expect(result.code == 0)
        #expect(result.out.count == 2 && result.out.last?.hasPrefix("setup \(part.rawValue): 5 items in ") == true)
    }

    @Test("bench --repeat runs the chosen rows untimed, on one generated app, and names each")
    func repeatRows() async {
        let result = await run(["bench", "--repeat", "3", "--sizes", "5", "--only", "link"])
        #expect(result.code == 0)
        #expect(result.out.count == 3 && result.out.allSatisfy { $0.hasPrefix("ran 3 times: ") })
        #expect(result.out.first == "ran 3 times: open a link (parse, match, decode, diff, push), then a link back")
        let baselines = await run(["bench", "--repeat", "2", "--baseline", "--sizes", "5", "--only", "singleton"])
        #expect(
            baselines.code == 0
                && baselines.out == [
                    "ran 2 times: a lock-guarded lazy property (the baseline of: resolve a singleton dependency)"
                ])
    }

    @Test(
        "--screenshots: the headless toolkits draw nothing, a folder with files in it is not horizon's, and a missing folder needs its parent"
    )
    func screenshotsRefused() async throws {
        let id = "routerservice.push-login"
        let headless = await run(["play", id, "--screenshots", NSTemporaryDirectory() + "shots-\(UUID())"])
        #expect(
            headless.code == 2
                && headless.err == ["horizon: --screenshots needs a toolkit that draws: add --toolkit gtk"])
        let noFolder = await run(["play", id, "--screenshots"])
        #expect(noFolder.code == 2 && noFolder.err.first?.hasPrefix("horizon: --screenshots needs a folder") == true)
        let elsewhere = await run(["list", "--screenshots", "shots"])
        #expect(elsewhere.code == 2 && elsewhere.err.first?.contains("goes with play") == true)
        let full = FileManager.default.temporaryDirectory.appendingPathComponent("full-\(UUID())")
        try FileManager.default.createDirectory(at: full, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: full.appendingPathComponent("notes.txt"))
        defer { try? FileManager.default.removeItem(at: full) }
        #expect(throws: FileError.folderNotEmpty(full.path)) { try ScreenshotFolder.prepare(full.path) }
        #expect(try String(contentsOf: full.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
        #expect(throws: FileError.notAFolder(full.appendingPathComponent("notes.txt").path)) {
            try ScreenshotFolder.prepare(full.appendingPathComponent("notes.txt").path)
        }
        let fresh = full.appendingPathComponent("shots").path
        try ScreenshotFolder.prepare(fresh)
        try ScreenshotFolder.prepare(fresh)
        #expect(throws: FileError.self) { try ScreenshotFolder.prepare(fresh + "/a/b") }
        if let unavailability = AppToolkit.gtk.unavailability {
            let gtk = await run(["play", id, "--toolkit", "gtk"])
            #expect(gtk.code == 2 && gtk.err == ["horizon: \(unavailability)"])
        }
    }

    @Test("--screenshots never writes through a symbolic link, and a folder whose parent is missing names that parent")
    func screenshotsThroughLinks() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID())")
        let target = base.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let link = base.appendingPathComponent("shots")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(throws: FileError.isSymbolicLink(link.path)) { try ScreenshotFolder.prepare(link.path) }
        let deep = base.appendingPathComponent("a/b/shots").path
        #expect(throws: FileError.folderMissing(deep, folder: base.appendingPathComponent("a/b").path)) {
            try ScreenshotFolder.prepare(deep)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.path).sorted() == ["real", "shots"])
    }

    @Test("play --html writes one self-contained page: a phone per step, checks beside it, what changed marked")
    func html() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = await run(["play", "routerservice.push-login", "--html", file.path])
        #expect(result.code == 0 && result.out.last == "wrote \(file.path)", "\(result.out)")
        let page = try String(contentsOf: file, encoding: .utf8)
        let steps = page.components(separatedBy: "<article class=\"step\">").count - 1
        let phones = page.components(separatedBy: "<div class=\"phone\">").count - 1
        #expect(
            page.hasPrefix("<!doctype html>")
                && page.contains("<section class=\"flow\" id=\"routerservice.push-login\">"))
        #expect(steps == 6 && phones == steps, "one phone per step (\(steps) steps)")
        #expect(page.contains("<div class=\"stack"), "the navigation stack is drawn as cards")
        #expect(page.contains("class=\"modal popover\""), "the alert is drawn over its presenter")
        #expect(page.contains("class=\"screen visible"), "the visible screen is highlighted")
        #expect(page.contains("<li class=\"added\">+ Login</li>"), "what a step added is marked")
        #expect(
            page.contains("<li class=\"pass\">✓ Login is pushed on top of Profile</li>"), "checks are beside the step")
        for external in ["<script", "src=", "http://", "https://", "@import"] {
            #expect(!page.contains(external), "no \(external): the page works offline")
        }
        let again = await run(["play", "routerservice.push-login", "--html", file.path])
        #expect(again.code == 0, "a page horizon wrote it writes over: \(again.err)")
    }

    @Test(
        "--html refuses, before playing, a missing file, another command, a folder, a link, a read-only file, a missing folder, a file horizon did not write, a second --html",
        arguments: [
            HTMLCase(["play", "routerservice.push-login", "--html"], "--html needs a file"),
            HTMLCase(["routes", "--html", "x.html"], "--html goes with play"),
            HTMLCase(["--html", "DIR"], "DIR is a folder"),
            HTMLCase(["--html", "DIR/link.html"], "DIR/link.html is a symbolic link"),
            HTMLCase(["--html", "DIR/read-only.html"], "DIR/read-only.html is read-only"),
            HTMLCase(["--html", "DIR/missing/flows.html"], "the folder DIR/missing does not exist"),
            HTMLCase(["--html", "DIR/kept.html"], "DIR/kept.html exists and is not a flow page horizon wrote"),
            HTMLCase(["--html", "DIR/a.html", "--html", "DIR/b.html"], "--html is given twice: give it once"),
        ])
    func badHTML(_ input: HTMLCase) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-html-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = folder.appendingPathComponent("kept.html")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: kept)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.html").path, withDestinationPath: kept.path)
        try Data("kept".utf8).write(to: folder.appendingPathComponent("read-only.html"))
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o444], ofItemAtPath: folder.appendingPathComponent("read-only.html").path)
        let result = await run(input.arguments.map { $0.replacingOccurrences(of: "DIR", with: folder.path) })
        let message = input.message.replacingOccurrences(of: "DIR", with: folder.path)
        #expect(result.code == 2 && result.err.first?.contains(message) == true, "\(result.err)")
        #expect(result.out.isEmpty, "nothing is played: \(result.out.prefix(2))")
        #expect(try String(contentsOf: kept, encoding: .utf8) == "kept", "the file behind the link is untouched")
    }

    @Test(
        "repl: each command prints what it changed and the events; tree prints the hierarchy; a bad one prints its error and goes on"
    )
    func repl() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "horizon-repl-\(UUID().uuidString).json"
        ).path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = await run(
            ["repl"],
            input: [
                "horizon://shows/42", "back", "nonsense", "tab 9", "save \(file)", "horizon://shows/7",
                "load \(file)", "tree", "state", "quit", "never read",
            ])
        let text = result.out.joined(separator: "\n")
        #expect(result.code == 0)
        #expect(
            result.out.contains { $0.hasPrefix("+ ") && $0.contains("└─ ShowPage ‹show {\"showId\":42}›") },
            "the new show is marked")
        #expect(
            result.out.contains("+ └─ Tabs  (setRoot)"), "an added container comes with what it holds, and the action")
        #expect(text.contains("· did perform Tabs by setRoot"), "the router's events follow")
        #expect(
            text.contains("- ShowPage ‹show {\"showId\":42}›  (pop in HomeStack by the user's back)"),
            "after back, the show is marked gone")
        #expect(text.contains("error: unknown command 'nonsense': type help") && text.contains("error: cannot tab 9"))
        #expect(text.contains("saved the navigation state to \(file)"))
        #expect(
            text.contains("window\n└─ Tabs\n   ├─ ★ HomeStack\n   │  └─ Home ‹home›"), "tree prints the whole hierarchy"
        )
        #expect(
            text.contains(#""routeIdentifier" : "home""#) && !text.contains("never read"),
            "state is JSON; quit ends the session")
        let piped = await run(["repl"], input: ["help", "javascript://x"])
        #expect(
            piped.code == 0 && piped.out.joined().contains("tab N")
                && piped.out.joined().contains("error: cannot open 'javascript://x'"),
            "the end of the input ends the session")
    }

    @Test("repl: an over-long line is refused in one short line; an unknown command is echoed cut, with its size")
    func replBoundsWhatItEchoes() async {
        let result = await run(
            ["repl"], input: [String(repeating: "x", count: 70_000), String(repeating: "nonsense", count: 20), "tree"])
        #expect(result.out.contains("error: a line longer than 65536 bytes is not a command: ignored"), "\(result.out)")
        #expect(
            result.out.contains(
                "error: unknown command '\(String(repeating: "nonsense", count: 8).prefix(60))… (160 bytes)': type help"
            ))
        #expect(result.out.allSatisfy { $0.utf8.count < 500 })
    }

    @Test("LineReader holds at most one bounded line: an over-long line comes back cut to limit + 1 bytes")
    func lineReader() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-lines-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data((String(repeating: "y", count: 200_000) + "\ntree\n\nlast").utf8).write(to: file)
        let reader = LineReader(limit: 1_000, handle: try FileHandle(forReadingFrom: file))
        #expect(reader.next() == String(repeating: "y", count: 1_001))
        #expect(reader.next() == "tree")
        #expect(reader.next() == "")
        #expect(reader.next() == "last")
        #expect(reader.next() == nil)
    }

    @Test("repl: what a command prints does not grow with the hierarchy, so a long session stays linear")
    func replStaysLinear() async {
        let pushes = (1_001...1_300).map { "service ShowPageService navigate showId=\($0)" }
        var printed: [Int] = []
        var lines = (["horizon://home"] + pushes)[...]
        var out: [String] = []
        let code = await CommandLineTool(
            output: { out.append($0) }, errors: { _ in },
            input: {
                printed.append(out.reduce(0) { $0 + $1.utf8.count })
                return lines.popFirst()
            }
        ).run(["repl"])
        let perCommand = zip(printed.dropFirst(), printed).map { $0 - $1 }.dropFirst(2)
        #expect(code == 0 && perCommand.count == 299)
        #expect(
            perCommand.max() ?? .max < 600,
            "each push prints its screen and events, not the stack: at most \(perCommand.max() ?? 0) bytes")
        #expect(perCommand.first == perCommand.last, "the 300th push prints as much as the 2nd")
    }

    @Test(
        "echoed input never reaches the terminal as control characters",
        arguments: [
            ["\u{1B}]0;PWNED\u{07}"], ["play", "\u{1B}[2J"], ["open", "--\u{1B}[31m"],
        ])
    func controlCharacters(arguments: [String]) async {
        let result = await run(arguments)
        #expect(result.code == 2 && result.err.count == 1)
        #expect(
            result.err.allSatisfy { !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } },
            "\(result.err)")
        #expect(result.err.first?.contains("\\u{1B}") == true, "shown escaped: \(result.err)")
        let repl = await run(["repl"], input: arguments)
        #expect(
            repl.out.allSatisfy { !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } },
            "\(repl.out)")
    }

    @Test(
        "graph draws the live registry: who serves which routes and services, provides which protocols, each feature's dependencies"
    )
    func graph() async {
        let mermaid = await run(["graph"])
        let text = mermaid.out.joined(separator: "\n")
        #expect(mermaid.code == 0 && text.hasPrefix("graph LR"))
        for edge in [
            "entry_ShowPage -->|serves| route_show", "entry_ShowPage -->|serves| service_ShowPageService",
            "entry_TimeService -->|provides| protocol_TimeServiceInput",
            "entry_HorizonApp -->|provides| protocol_LoginAlertInput",
            "route_profile -->|opens| feature_ProfileFeature",
            "feature_ProfileFeature -.->|asks for| dependency_HTTPClientProtocol",
        ] {
            #expect(text.contains(edge), "\(edge)")
        }
        let dot = await run(["graph", "--dot"])
        #expect(
            dot.code == 0
                && dot.out.joined().contains(
                    #""feature_ProfileFeature" -> "dependency_HTTPClientProtocol" [label="asks for", style=dashed];"#)
        )
        #expect(await run(["graph", "--svg"]).code == 2)
    }
}

/// One refused `--html` command line and what its error says (exit 2).
struct HTMLCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    /// What the error line says; `DIR` stands for the test's temporary folder.
    let message: String
    init(_ arguments: [String], _ message: String) { (self.arguments, self.message) = (arguments, message) }
    var testDescription: String { arguments.joined(separator: " ") }
}
