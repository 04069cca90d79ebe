import Foundation
import HeadlessUI
import LoginInterface
import Router
import RouterInterface

/// An interactive session on the headless app (`horizon repl`): one command per line, and
/// after each the hierarchy, with what changed marked, and the router's events.
@MainActor
final class ReplSession {
    /// What a command did: the lines to print, and whether the session ends.
    struct Reply {
        var lines: [String]
        var quits = false
    }

    private(set) var app: HorizonApp
    /// The text tree after the last command, to mark what the next one changes.
    private var lastTree: [String] = []
    /// The router's events since the last command.
    private var events: [String] = []
    /// How the hierarchy is drawn; the changes are found on the plain tree.
    private let style: TextTreeStyle

    init(style: TextTreeStyle = .plain) throws {
        app = try HorizonApp()
        self.style = style.indented(by: 2)
        observe()
        lastTree = app.window.snapshot.textTree.split(separator: "\n").map(String.init)
    }

    static let help = """
        commands (one per line; a bad one prints its error and the session goes on):
          LINK                     open a link from outside: horizon://shows/42, https://horizon.example/…
          open LINK                the same, for in-app paths too: open shows/42
          back | swipe-back        the user's back tap or swipe
          tab N                    the user taps tab N (from 0)
          dismiss                  the user swipes the sheet down
          service NAME TASK [key=value…]
                                   show a service's screen from the top screen (push, or present)
          task NAME TASK [key=value…]
                                   run a service's task; values: 42 (Int), 1.5 (Double), true (Bool), text
          sign-in | sign-out       sign in as Ada (the demo account) and go on to the link a guard
                                   held, if any; or sign out
          state                    the navigation state as JSON
          save FILE | load FILE    write the navigation state, or restore one
          routes                   every route, service and module
          help | quit
        After each command: the hierarchy, lines that changed marked with +, screens gone with -,
        and the router's events.
        """

    /// Runs one command line.
    func execute(_ line: String) async -> Reply {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let command = words.first else { return Reply(lines: []) }
        let arguments = Array(words.dropFirst())
        do {
            switch command {
            case "quit", "exit":
                return Reply(lines: [], quits: true)
            case "help", "?":
                return Reply(lines: [Self.help])
            case "routes":
                return Reply(lines: [CommandLineTool.routeTables(of: app.router)])
            case "state":
                return Reply(lines: [CommandLineTool.encode(app.router.navigationState)])
            case "save":
                let path = try single(arguments, "save needs a file: save state.json")
                try CommandLineTool.encode(app.router.navigationState).write(toFile: path, atomically: true, encoding: .utf8)
                return Reply(lines: ["saved the navigation state to \(path)"])
            case "load":
                let path = try single(arguments, "load needs a file: load state.json")
                let state = try JSONDecoder().decode(NavigationState.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
                try app.router.restore(state)
            case "open":
                try openLink(try single(arguments, "open needs a link: open horizon://shows/42"))
            case "back", "swipe-back", "dismiss":
                guard arguments.isEmpty else { throw ReplError("\(command) takes no arguments") }
                try app.window.perform(command == "back" ? .back : command == "dismiss" ? .swipeDown : .swipeBack)
            case "tab":
                guard let index = Int(try single(arguments, "tab needs a number: tab 1")) else { throw ReplError("tab needs a number: tab 1") }
                try app.window.perform(.tabTap(index))
            case "service", "task":
                try await call(command, arguments)
            case "sign-in":
                try await app.signIn(username: "ada", password: "analytical")
                // As the app does when Login finishes: continue to the link a guard held.
                if let dispatch = try app.router.resumePendingLink() { events.append("resumed \(dispatch.link) → \(dispatch.route)") }
            case "sign-out":
                try app.container.resolve((any Authenticating).self).signOut()
            case _ where command.contains("://") || command.hasPrefix("/"):
                guard arguments.isEmpty else { throw ReplError("a link is one word: percent-encode its spaces") }
                try openLink(command)
            default:
                throw ReplError("unknown command '\(command)': type help")
            }
        } catch {
            return Reply(lines: ["error: \(error)"] + takeEvents())
        }
        await app.settle()
        return Reply(lines: changes() + takeEvents())
    }

    private func single(_ arguments: [String], _ usage: String) throws -> String {
        guard arguments.count == 1 else { throw ReplError(usage) }
        return arguments[0]
    }

    private func openLink(_ link: String) throws {
        let dispatch = try app.router.open(link: link, options: .fromOutside)
        events.append("open \(link) → \(dispatch.route)" + (dispatch.redirect.map { " (\($0))" } ?? ""))
    }

    /// `service NAME TASK key=value…` or `task NAME TASK key=value…`.
    private func call(_ kind: String, _ arguments: [String]) async throws {
        guard arguments.count >= 2 else { throw ReplError("\(kind) needs a service and a task: \(kind) ShowPageService showPage showId=42") }
        let (service, task) = (ServiceName(arguments[0]), TaskName(arguments[1]))
        var info = UserInfo()
        for pair in arguments.dropFirst(2) {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw ReplError("'\(pair)' is not key=value") }
            Self.put(parts[1], under: parts[0], into: &info)
        }
        if kind == "service" {
            guard let top = app.window.topScreen else { throw ReplError("nothing is shown: open a link first") }
            var failure: RouterError?
            app.router.navigate(service: service, task: task, userInfo: info, type: .pushOrPresent(top)) { result in
                if case .failure(let error) = result { failure = error }
            }
            if let failure { throw failure }
        } else {
            let immediate = app.router.doTask(service: service, task: task, userInfo: info) { [weak self] result in
                self?.events.append("task \(service)/\(task) finished: \(Self.describe(result))")
            }
            if case .failure(let error) = immediate { throw error }
            if case .success(let value?) = immediate { events.append("task \(service)/\(task) returned \(value)") }
        }
    }

    /// A value typed from its text: Int, then Double, then Bool, else String.
    private static func put(_ text: String, under name: String, into info: inout UserInfo) {
        if let number = Int(text) {
            info[UserInfoKey<Int>(name)] = number
        } else if let number = Double(text) {
            info[UserInfoKey<Double>(name)] = number
        } else if let flag = Bool(text) {
            info[UserInfoKey<Bool>(name)] = flag
        } else {
            info[UserInfoKey<String>(name)] = text
        }
    }

    private static func describe(_ result: Result<UserInfo, RouterError>) -> String {
        switch result {
        case .success(let info): "\(info)"
        case .failure(let error): "error: \(error)"
        }
    }

    /// The hierarchy, lines new or changed since the last command marked `+`, lines gone `-`.
    private func changes() -> [String] {
        let snapshot = app.window.snapshot
        let tree = snapshot.textTree.split(separator: "\n").map(String.init)
        let drawn = snapshot.textTree(style: style).split(separator: "\n").map(String.init)
        var previous = Dictionary(lastTree.map { (Self.key($0), 1) }, uniquingKeysWith: +)
        var lines: [String] = []
        for (line, shown) in zip(tree, drawn) {
            let key = Self.key(line)
            if let count = previous[key], count > 0 {
                previous[key] = count - 1
                lines.append("  " + shown)
            } else {
                lines.append("+ " + shown)
            }
        }
        for line in lastTree where (previous[Self.key(line)] ?? 0) > 0 {
            previous[Self.key(line)]? -= 1
            lines.append("- " + Self.key(line))
        }
        lastTree = tree
        return lines
    }

    /// A tree line without its drawing, so a screen that only moved in the drawing is unchanged.
    private static func key(_ line: String) -> String {
        String(line.drop { "│├└─ ".contains($0) })
    }

    private func takeEvents() -> [String] {
        defer { events.removeAll() }
        return events.map { "· " + $0 }
    }

    private func observe() {
        app.router.observe { [weak self] event in self?.events.append(event.description) }
    }
}

/// A command the session could not run, with what to type instead.
struct ReplError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
