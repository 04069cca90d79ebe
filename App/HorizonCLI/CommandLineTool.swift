import Foundation
import HierarchyDriving
public import HierarchyInspection
public import HorizonAppInterface
public import HorizonBenchInterface
public import HorizonFlowsInterface
import RouterInspection
import RouterInterface
import RouterModulesInspection
import RouterModulesInterface
import RouterServicesInterface
import UIToolkitInterface

/// The `horizon` command: parses arguments, runs a command, returns the exit code.
///
/// Exit codes: 0 success, 1 an expectation or internal failure, 2 bad input (with a
/// one-line reason on standard error).
@MainActor
public struct CommandLineTool {
    let output: (String) -> Void
    let errors: (String) -> Void
    let input: () -> String?
    let style: TextTreeStyle
    /// Creates the apps the commands drive: the composition root, which only the executable knows.
    let makeApp: AppMaker
    /// What `horizon bench` runs: the benchmarks, another composition root.
    let benchmarks: any BenchmarkSuite
    /// What `horizon play` and `horizon list` run: the documented flows.
    let flows: any FlowPlaying

    /// Creates the tool.
    ///
    /// - Parameters:
    ///   - makeApp: Creates an app (`{ try ComposedApp(backend: $0, toolkit: $1) }`).
    ///   - benchmarks: What `horizon bench` runs.
    ///   - flows: What `horizon play` and `horizon list` run (`HorizonFlowPlayer()`).
    ///   - output: Receives standard output, line by line.
    ///   - errors: Receives standard error, line by line.
    ///   - input: Gives standard input, line by line (`horizon repl`), `nil` at its end; by
    ///     default standard input through a `LineReader`, which never holds more than one
    ///     command's bytes of an over-long line.
    ///   - style: How hierarchies are drawn: `.plain` for a pipe, colours and a width for a
    ///     terminal (`TextTreeStyle.forOutput`).
    public init(
        makeApp: @escaping AppMaker, benchmarks: any BenchmarkSuite, flows: any FlowPlaying,
        output: @escaping (String) -> Void,
        errors: @escaping (String) -> Void, input: (() -> String?)? = nil, style: TextTreeStyle = .plain
    ) {
        self.makeApp = makeApp
        self.benchmarks = benchmarks
        self.flows = flows
        self.output = output
        self.errors = errors
        self.input = input ?? LineReader(limit: ReplSession.maximumLineBytes).next
        self.style = style
    }

    /// Runs one command line (without the program name).
    ///
    /// - Returns: The exit code.
    public func run(_ arguments: [String]) async -> Int32 {
        var words = arguments
        for option in ["--html", "--screenshots", "--toolkit"] where words.filter({ $0 == option }).count > 1 {
            return usage("\(option) is given twice: give it once")
        }
        let json = words.contains("--json")
        words.removeAll { $0 == "--json" }
        guard let page = Self.take("--html", from: &words) else {
            return usage("--html needs a file: horizon play ID... --html flows.html")
        }
        guard let screenshots = Self.take("--screenshots", from: &words) else {
            return usage("--screenshots needs a folder: horizon play ID... --toolkit gtk --screenshots shots")
        }
        var toolkit = AppToolkit.headless
        if let index = words.firstIndex(of: "--toolkit") {
            let names = AppToolkit.allCases.map(\.rawValue).joined(separator: " or ")
            guard words.indices.contains(index + 1), let chosen = AppToolkit(rawValue: words[index + 1]) else {
                return usage("--toolkit needs \(names): horizon --toolkit declarative")
            }
            if let unavailability = chosen.unavailability {
                return usage(unavailability)
            }
            toolkit = chosen
            words.removeSubrange(index...(index + 1))
        }
        let options = PlayOptions(page: page, toolkit: toolkit, screenshots: screenshots)
        guard let command = words.first else {
            return await play(flows.flows.map(\.id), json: json, options)
        }
        let rest = Array(words.dropFirst())
        if page != nil, command != "play" {
            return usage("--html goes with play or with no command: horizon play ID... --html flows.html")
        }
        if screenshots != nil, command != "play" {
            return usage("--screenshots goes with play or with no command: horizon play ID... --screenshots shots")
        }
        if toolkit != .headless, command != "play" {
            return usage("--toolkit goes with play or with no command: horizon play ID... --toolkit declarative")
        }
        switch command {
        case "play":
            guard !rest.isEmpty else { return usage("play needs at least one flow id: run `horizon list`") }
            let known = Set(flows.flows.map(\.id))
            if let unknown = rest.first(where: { !known.contains($0) }) {
                return usage("unknown flow '\(unknown)': run `horizon list` for the ids")
            }
            return await play(rest, json: json, options)
        case "list":
            guard rest.isEmpty else { return usage("list takes no arguments") }
            return list(json: json)
        case "routes":
            guard rest.isEmpty else { return usage("routes takes no arguments") }
            return routes(json: json)
        case "open":
            return await open(rest, json: json)
        case "bench":
            return await bench(rest, json: json)
        case "repl":
            guard !json else {
                return usage("repl is a text session: it has no --json (its state command prints JSON)")
            }
            return await repl(rest)
        case "graph":
            guard rest.allSatisfy({ $0 == "--dot" }) else { return usage("graph takes only --dot or --json") }
            guard !(json && !rest.isEmpty) else { return usage("graph: choose --dot or --json, not both") }
            do {
                let graph = RegistryGraph(app: try makeApp(.fixtures, .headless))
                output(json ? graph.json : rest.isEmpty ? graph.mermaid : graph.dot)
                return 0
            } catch {
                errors("horizon: the app did not start: \(error)")
                return 1
            }
        case "--help", "-h", "help":
            output(Self.help)
            return 0
        default:
            return usage("unknown command '\(command)': run `horizon --help`")
        }
    }

    /// Removes an option and its value from the words: `.some(nil)` when the option is absent,
    /// `nil` when it has no value (the end, or another option, follows it).
    private static func take(_ option: String, from words: inout [String]) -> String?? {
        guard let index = words.firstIndex(of: option) else { return .some(nil) }
        guard words.indices.contains(index + 1), !words[index + 1].hasPrefix("-") else { return nil }
        defer { words.removeSubrange(index...(index + 1)) }
        return words[index + 1]
    }

    /// The style for this process's standard output: colours and the terminal's width on a
    /// terminal (no colours with `NO_COLOR`), plain when piped.
    public static var standardOutputStyle: TextTreeStyle {
        .forOutput(isTerminal: isatty(STDOUT_FILENO) != 0, environment: ProcessInfo.processInfo.environment)
    }

    func usage(_ reason: String) -> Int32 {
        errors("horizon: \(reason.escapingControlCharacters)")
        return 2
    }

    /// A file that could not be written after the work was done: exit 2 when another path
    /// would do, 1 when the machine failed (a full disk).
    func failure(writing error: FileError) -> Int32 {
        errors("horizon: \(error.description.escapingControlCharacters)")
        return error.isBadInput ? 2 : 1
    }

    private func play(_ ids: [String], json: Bool, _ options: PlayOptions) async -> Int32 {
        if let path = options.page {
            do throws(FileError) { try WritableFile.check(path, holding: FlowPage.kind) } catch {
                return usage("--html: \(error)")
            }
        }
        if options.toolkit != .headless || options.screenshots != nil {
            // The toolkit must start (GTK needs a display) and, for screenshots, draw.
            do {
                let window = try makeApp(.fixtures, options.toolkit).window
                if options.screenshots != nil, !(window is any ScreenshotTaking) {
                    return usage("--screenshots needs a toolkit that draws: add --toolkit gtk")
                }
            } catch {
                return usage("--toolkit \(options.toolkit.rawValue): \(error)")
            }
        }
        if let folder = options.screenshots {
            do throws(FileError) { try ScreenshotFolder.prepare(folder) } catch {
                return usage("--screenshots: \(error)")
            }
        }
        let results = await flows.play(
            ids, makeApp: makeApp, log: json ? nil : output, style: style, toolkit: options.toolkit,
            screenshots: options.screenshots)
        let report = PlayReport(flows: results)
        output(json ? Self.encode(report) : report.summary)
        if let path = options.page {
            do throws(FileError) {
                try WritableFile.write(FlowPage(report: report).html, to: path, holding: FlowPage.kind)
            } catch {
                return failure(writing: error)
            }
            if !json { output("wrote \(path)") }
        }
        return report.flows.allSatisfy(\.passed) ? 0 : 1
    }

    private func list(json: Bool) -> Int32 {
        let flows = flows.flows
        if json {
            output(Self.encode(flows.map { ["id": $0.id, "title": $0.title, "source": $0.source] }))
        } else {
            let width = flows.map(\.id.count).max() ?? 0
            for flow in flows {
                output(flow.id.padding(toLength: width + 2, withPad: " ", startingAt: 0) + flow.title)
                output(String(repeating: " ", count: width + 2) + "from " + flow.source)
            }
        }
        return 0
    }

    private func routes(json: Bool) -> Int32 {
        let app: any RunningApp
        do {
            app = try makeApp(.fixtures, .headless)
        } catch {
            errors("horizon: the app did not start: \(error)")
            return 1
        }
        if json {
            output(
                Self.encode(
                    RoutesReport(
                        routes: app.router.routeTable, services: app.services.registeredServices,
                        modules: app.modules.moduleTable, dependencies: app.router.dependencyTable)))
        } else {
            output(Self.routeTables(of: app))
        }
        return 0
    }

    /// The name shown for what the composition root registers itself (adapters, the router's own).
    static let rootName = "HorizonApp"

    /// The router's routes, services, protocol modules and dependencies as four text tables,
    /// each row with the module that registered it.
    static func routeTables(of app: any RunningApp) -> String {
        let router = app.router
        let rows =
            [["ROUTE", "PATTERN", "FROM OUTSIDE", "ENTRY", "FEATURE", "GUARDS"]]
            + router.routeTable.map { route in
                let outside =
                    route.patterns.isEmpty
                    ? "-"
                    : route.externalPatterns.count == route.patterns.count
                        ? "yes"
                        : route.externalPatterns.isEmpty ? "no" : route.externalPatterns.joined(separator: " ")
                return [
                    route.identifier, route.patterns.isEmpty ? "-" : route.patterns.joined(separator: " "), outside,
                    route.entry ?? rootName,
                    route.feature, route.guards.isEmpty ? "-" : route.guards.joined(separator: ","),
                ]
            }
        let serviceRows =
            [["SERVICE", "TASK", "KIND", "ENTRY"]]
            + app.services.registeredServices.flatMap { service in
                service.tasks.keys.sorted().map {
                    [service.service, $0, service.tasks[$0]?.rawValue ?? "", service.entry ?? rootName]
                }
            }
        let moduleRows =
            [["PROTOCOL", "KIND", "PROVIDED BY", "ENTRY"]]
            + app.modules.moduleTable.map {
                [$0.protocolName, $0.kind, $0.providedBy, $0.entry ?? rootName]
            }
        let dependencyRows =
            [["DEPENDENCY", "SCOPE", "ENTRY"]]
            + router.dependencyTable.map { [$0.type, $0.scope, $0.entry ?? rootName] }
        return [rows, serviceRows, moduleRows, dependencyRows].map { TextTable(rows: $0).rendered }.joined(
            separator: "\n\n")
    }

    nonisolated static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    static let help = """
        horizon — plays the documented flows of four routers on one engine, headlessly.

        USAGE
          horizon                     play every flow; prints each step and the hierarchy,
                                      ends with "N flows, M steps: all passed" (or what failed)
          horizon --toolkit declarative|gtk
                                      the same on DeclarativeUI, the SwiftUI-style toolkit (the hierarchy
                                      as a value a view layer renders), or in a GTK 4 window (built with
                                      swift build --traits GTK; under xvfb-run -a without a display); also
                                      `horizon play ID... --toolkit gtk`. The default is headless,
                                      HeadlessUI's UIKit semantics
          horizon list                flow ids, titles and the seed section each comes from
          horizon play ID... [--json] [--html FILE] [--screenshots DIR]
                                      play the named flows; --json prints machine-readable results,
                                      --html writes a page with each step drawn as a phone
                                      (`horizon --html FILE` plays every flow into it); --screenshots
                                      writes a PNG per step into a new or empty folder (--toolkit gtk),
                                      which the page shows beside each step
          horizon open URL... [--json] [--signed-in] [--junctions-only] [--state FILE] [--save-state FILE]
                                      launch headlessly and open each link in turn (horizon://shows/42,
                                      https://horizon.example/shows/42, shows/42), printing what changed
                                      and the hierarchy; --json prints one snapshot per link; --signed-in
                                      starts signed in; --state starts from a saved navigation state;
                                      --save-state writes the final one (never through a symbolic link or
                                      over a read-only file); a bad link or file exits 2 with the reason,
                                      and with --json prints nothing on standard output.
                                      The links come from outside the app: only routes declared openable
                                      from outside open (every one but login)
          horizon routes [--json]     every registered route (identifier, patterns, module, feature, guards,
                                      whether links from outside may open it)
                                      every service with its tasks, every module found by protocol,
                                      every dependency with its scope; each with the module whose
                                      entry registered it
          horizon bench [--quick] [--sizes 100,1000,10000] [--cycles N] [--only WORD] [--json]
                                      runtime benchmarks (build with -c release) on generated apps of
                                      each size beside hand-wired baselines, then memory checks (N push/pop,
                                      present/dismiss and link cycles leave nothing alive, memory flat);
                                      --quick: sizes 100,1000 and 1,000 cycles; exits 1 if a check fails
          horizon bench --repeat N [--baseline] [--sizes N] [--only WORD]
                                      runs the chosen rows' operations (or their hand-wired baselines)
                                      N times on one generated app, untimed: for a profiler
                                      (Scripts/count-operations)
          horizon repl                an interactive session on the headless app: links, gestures (back,
                                      swipe-back, tab N, dismiss), service and task calls, tree, state,
                                      save, load, routes, help, quit; after each command what it changed
                                      (+ added, - gone) and the router's events. Works with piped input:
                                      printf 'horizon://shows/42\nback\nquit\n' | horizon repl
          horizon graph [--dot|--json]
                                      the live registry as Mermaid (or Graphviz DOT, or JSON): which module
                                      serves which routes and services, provides which protocols and
                                      implements which dependencies, which
                                      feature each route opens, which dependencies each feature asks for
                                      (Scripts/module-graph draws the module graph itself)
          horizon --help              this text

        EXIT CODES
          0 success · 1 an expectation or internal failure · 2 bad input (reason on stderr)
        """
}

/// What `horizon routes --json` prints.
struct RoutesReport: Encodable {
    let routes: [RouteInfo]
    let services: [ServiceInfo]
    let modules: [ModuleInfo]
    let dependencies: [DependencyInfo]
}

/// What `horizon play` reports: each flow's result and the summary line (`--json` prints both).
struct PlayReport: Encodable {
    let flows: [FlowResult]
    /// `N flows, M steps: all passed`, or which failed: the CLI's last line.
    let summary: String

    init(flows: [FlowResult]) {
        let failed = flows.filter { !$0.passed }.map(\.id)
        let steps = flows.reduce(0) { $0 + $1.steps.count }
        self.flows = flows
        summary =
            "\(flows.count) flow\(flows.count == 1 ? "" : "s"), \(steps) step\(steps == 1 ? "" : "s"): "
            + (failed.isEmpty ? "all passed" : "\(failed.count) failed (\(failed.joined(separator: ", ")))")
    }
}
