import Foundation
import HierarchyDriving
import HierarchyInspection
import HorizonAppInterface
import InjectionInterface
import LoginInterface
import RouterInspection
import RouterInterface
import RouterLinksInspection
import RouterLinksInterface
import RouterServicesInterface
import RouterValuesInterface
import UIToolkitInterface

/// An interactive session on the headless app (`horizon repl`): one command per line, and
/// after each what changed in the hierarchy and the router's events; `tree` prints it whole.
///
/// What a command prints is proportional to what it changed, never to the size of the
/// hierarchy, so a long session stays linear: it is read from the window's change records
/// (`HierarchyChange`), not from a diff of two whole trees.
@MainActor
final class ReplSession {
    /// What a command did: the lines to print, and whether the session ends.
    struct Reply {
        var lines: [String]
        var quits = false
    }

    let app: any RunningApp
    /// The window's changes since the last command.
    private var changes: [HierarchyChange] = []
    /// The router's events since the last command.
    private var events: [String] = []
    /// How the hierarchy and the added screens are drawn.
    private let style: TextTreeStyle

    init(app: any RunningApp, style: TextTreeStyle = .plain) {
        self.app = app
        self.style = style.indented(by: 2)
        observe()
    }

    static let help = """
        commands (one per line; a bad one prints its error and the session goes on):
          LINK                     open a link from outside: horizon://shows/42, https://horizon.example/…
          open LINK                the same, for in-app paths too: open shows/42
          back | swipe-back        the user's back tap or swipe
          tab N                    the user taps tab N (from 0)
          dismiss                  the user swipes the sheet down
          service NAME TASK [key=value…]
                                   show a service's screen from the top screen (push, or present):
                                   service ShowPageService navigate showId=42
          task NAME TASK [key=value…]
                                   run a service's task; values: 42 (Int), 1.5 (Double), true (Bool), text
          sign-in | sign-out       sign in as Ada (the demo account) and go on to the link a guard
                                   held, if any; or sign out
          tree                     the whole hierarchy
          state                    the navigation state as JSON
          save FILE | load FILE    write the navigation state, or restore one
          routes                   every route, service and module
          help | quit
        After each command: what changed, screens added with + (with what they hold) and screens
        gone with -, each with the action and where, then the router's events.
        """

    /// The longest command line the session runs, in bytes; a longer one is refused whole.
    static let maximumLineBytes = 65_536

    /// Runs one command line.
    func execute(_ line: String) async -> Reply {
        guard line.utf8.count <= Self.maximumLineBytes else {
            return Reply(lines: [
                "error: a line longer than \(Self.maximumLineBytes) bytes is not a command: ignored"
            ])
        }
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
                return Reply(lines: [CommandLineTool.routeTables(of: app)])
            case "tree":
                guard arguments.isEmpty else { throw ReplError("tree takes no arguments") }
                return Reply(lines: [app.window.snapshot.textTree(style: style)])
            case "state":
                return Reply(lines: [CommandLineTool.encode(app.router.navigationState)])
            case "save":
                let path = try single(arguments, "save needs a file: save state.json")
                try StateFile.write(app.router.navigationState, to: path, restorableBy: app.links)
                return Reply(lines: ["saved the navigation state to \(path)"])
            case "load":
                let path = try single(arguments, "load needs a file: load state.json")
                try app.links.restore(try StateFile.read(path))
            case "open":
                try openLink(try single(arguments, "open needs a link: open horizon://shows/42"))
            case "back", "swipe-back", "dismiss":
                guard arguments.isEmpty else { throw ReplError("\(command) takes no arguments") }
                try app.window.perform(command == "back" ? .back : command == "dismiss" ? .swipeDown : .swipeBack)
            case "tab":
                guard let index = Int(try single(arguments, "tab needs a number: tab 1")) else {
                    throw ReplError("tab needs a number: tab 1")
                }
                try app.window.perform(.tabTap(index))
            case "service", "task":
                try await call(command, arguments)
            case "sign-in":
                try await app.signIn(username: "ada", password: "analytical")
                // As the app does when Login finishes: continue to the link a guard held.
                if let dispatch = try app.links.resumePendingLink() {
                    events.append("resumed \(dispatch.link) → \(dispatch.route)")
                }
            case "sign-out":
                try app.dependencies.resolve((any Authenticating).self).signOut()
            case _ where command.contains("://") || command.hasPrefix("/"):
                guard arguments.isEmpty else { throw ReplError("a link is one word: percent-encode its spaces") }
                try openLink(command)
            default:
                throw ReplError("unknown command '\(command.echoed())': type help")
            }
        } catch {
            return Reply(lines: ["error: " + "\(error)".echoed(limit: 1_000)] + takeChanges() + takeEvents())
        }
        await app.settle()
        return Reply(lines: takeChanges() + takeEvents())
    }

    private func single(_ arguments: [String], _ usage: String) throws -> String {
        guard arguments.count == 1 else { throw ReplError(usage) }
        return arguments[0]
    }

    private func openLink(_ link: String) throws {
        let dispatch = try app.links.open(link: link, options: .fromOutside)
        events.append("open \(link) → \(dispatch.route)" + (dispatch.redirect.map { " (\($0))" } ?? ""))
    }

    /// `service NAME TASK key=value…` or `task NAME TASK key=value…`.
    private func call(_ kind: String, _ arguments: [String]) async throws {
        guard arguments.count >= 2 else {
            throw ReplError("\(kind) needs a service and a task: \(kind) ShowPageService navigate showId=42")
        }
        let (service, task) = (ServiceName(arguments[0]), TaskName(arguments[1]))
        var info = UserInfo()
        for pair in arguments.dropFirst(2) {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw ReplError("'\(pair.echoed())' is not key=value") }
            Self.put(parts[1], under: parts[0], into: &info)
        }
        if kind == "service" {
            guard let top = app.window.topScreen else { throw ReplError("nothing is shown: open a link first") }
            var failure: ServiceError?
            app.services.navigate(service: service, task: task, userInfo: info, type: .pushOrPresent(top)) { result in
                if case .failure(let error) = result { failure = error }
            }
            if let failure { throw failure }
        } else {
            let immediate = app.services.doTask(service: service, task: task, userInfo: info) { [weak self] result in
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

    private static func describe(_ result: Result<UserInfo, ServiceError>) -> String {
        switch result {
        case .success(let info): "\(info)"
        case .failure(let error): "error: \(error)"
        }
    }

    /// What changed since the last command: each screen added, with what it holds, marked `+`,
    /// each screen gone marked `-`, the first line of each with the action and where.
    private func takeChanges() -> [String] {
        defer { changes.removeAll() }
        var lines: [String] = []
        for change in changes {
            let place = Self.place(of: change)
            for screen in change.removed {
                let line = ScreenNode(
                    screen: screen.name, kind: screen.kind,
                    routeIdentifier: screen.descriptor?.identifier,
                    route: screen.descriptor.flatMap { try? JSONValue(encoding: $0) }
                ).line
                lines.append("- " + line + place)
            }
            guard change.action != .selectTab else {
                lines += change.added.map { "★ " + $0.name + place }
                continue
            }
            for screen in change.added {
                let drawn = HierarchySnapshot(root: screen.node).textTree(style: style).split(separator: "\n")
                    .dropFirst()
                for (index, line) in drawn.enumerated() { lines.append("+ " + line + (index == 0 ? place : "")) }
            }
        }
        return lines
    }

    /// `  (push in HomeStack)`: the action, the container, presenter or host, the gesture, and
    /// "without animation" when an animatable change was not animated.
    private static func place(of change: HierarchyChange) -> String {
        let container = change.container.map { " \($0.name)" } ?? ""
        let gesture = change.gesture.map { " by the user's \($0)" } ?? ""
        let still = change.action.isAnimatable && !change.animated ? " without animation" : ""
        return "  (\(change.action.rawValue)\(container.isEmpty ? "" : " in" + container)\(gesture)\(still))"
    }

    private func takeEvents() -> [String] {
        defer { events.removeAll() }
        return events.map { "· " + $0 }
    }

    private func observe() {
        app.router.observe { [weak self] event in self?.events.append(event.description) }
        _ = app.window.addObserver { [weak self] change in self?.changes.append(change) }
    }
}

/// A command the session could not run, with what to type instead.
struct ReplError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
