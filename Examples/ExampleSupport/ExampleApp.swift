import DeclarativeUI
import Foundation
import GtkUI
import HeadlessUI
public import HierarchyDriving
import HierarchyInspection
public import NavigationInterface
public import Router
public import RouterInterface
import RouterModules
public import RouterModulesInterface
import RouterServices
public import UIToolkitInterface

/// One feature alone: the engine with its services and protocols faces, the feature's module,
/// doubles for what it uses and placeholders for the routes it opens into other features. An
/// example plays a few steps on it, printing the hierarchy after each, as `horizon` plays a flow.
@MainActor
public final class ExampleApp {
    /// The window: HeadlessUI's, DeclarativeUI's with `--toolkit declarative`, or a GTK window with
    /// `--toolkit gtk` (built with the `GTK` trait).
    public let window: any DrivableToolkit
    /// The engine.
    public let router: RouterEngine
    /// The protocols face, which finds a screen module by its protocol.
    private let modules: ModulesFace
    private let output: (String) -> Void
    private let errors: (String) -> Void
    /// What is wrong with the arguments, if anything.
    private let usage: String?
    /// Whether `--help` or `-h` asked for the usage.
    private let helpWanted: Bool
    private var steps = 0
    private var checks = 0

    /// Installs the faces and the modules, and validates the graph.
    ///
    /// - Parameters:
    ///   - modules: The feature's module, a `DoublesEntry` and a `PlaceholderEntry`.
    ///   - arguments: The command line's arguments: `--toolkit declarative` picks DeclarativeUI,
    ///     `--toolkit gtk` GtkUI;
    ///     `--help` prints the usage.
    ///   - output: Where the transcript goes, line by line.
    ///   - errors: Where a bad argument's reason and a failed check go: standard error.
    /// - Throws: What installation or `validate()` throws: a double or a placeholder missing.
    public init(
        _ modules: [any AppEntry], arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        output: @escaping (String) -> Void, errors: @escaping (String) -> Void
    ) throws {
        var toolkit = "headless"
        var usage: String?
        helpWanted = arguments.contains("--help") || arguments.contains("-h")
        if let index = arguments.firstIndex(of: "--toolkit") {
            toolkit = arguments.indices.contains(index + 1) ? arguments[index + 1] : ""
        }
        if let unknown = arguments.first(where: { $0 != "--toolkit" && $0 != toolkit }) {
            usage = "unknown argument '\(unknown)': the one option is --toolkit headless|declarative|gtk"
        }
        var window: (any DrivableToolkit)?
        switch toolkit {
        case "headless": window = HeadlessWindow()
        case "declarative": window = DeclarativeScene()
        case "gtk":
            #if GTK
                do { window = try GtkHostWindow() } catch { usage = usage ?? error.description }
            #else
                usage = usage ?? "built without GTK: run it with swift run --traits GTK"
            #endif
        default: usage = usage ?? "--toolkit needs headless, declarative or gtk"
        }
        self.usage = helpWanted ? nil : usage
        self.output = output
        self.errors = errors
        // A bad argument plays nothing: the window is a headless one that `play` never shows.
        self.window = window ?? HeadlessWindow()
        router = RouterEngine(window: self.window)
        _ = try ServicesFace.install(on: router)
        self.modules = try ModulesFace.install(on: router)
        try router.install(modules)
        try router.validate()
    }

    /// Launches into a navigation stack with the screen of a route.
    ///
    /// - Throws: What the router throws, such as `RouterError.missingDependency`.
    public func launch(_ route: any Route) throws(RouterError) {
        _ = try router.launch(route: route)
    }

    /// Shows a screen module found by its protocol, pushed over a host screen in a navigation
    /// stack: how a feature with no route of its own runs alone.
    ///
    /// - Parameters:
    ///   - module: The protocol the module's interface declares.
    ///   - routeType: How to show it, one of the types the module supports.
    ///   - prepare: Prepares the destination through the protocol, as a caller would.
    /// - Returns: The destination.
    /// - Throws: `ExampleFailure` naming the protocols face's error when nothing serves it.
    public func show<Destination>(
        _ module: RoutableScreen<Destination>, as routeType: ScreenRouteType = .push,
        prepare: @escaping @MainActor (Destination) -> Void = { _ in }
    ) throws -> Destination {
        let host = Screen(name: "Host")
        try window.setRoot(StackContainer([host]))
        var result: Result<Destination, ModuleError>?
        modules.perform(module) { config in
            config.source = host
            config.routeType = routeType
            config.prepare = prepare
            config.completion = { result = $0 }
        }
        switch result {
        case .success(let destination)?: return destination
        case .failure(let error)?: throw ExampleFailure(expectation: "\(module.name) shown, got: \(error)")
        case nil: throw ExampleFailure(expectation: "\(module.name) shown, got no answer")
        }
    }

    /// Performs one step, waits for the screens' work, and prints the hierarchy.
    public func step(_ title: String, _ action: () async throws -> Void) async throws {
        steps += 1
        output("\(steps). \(title)")
        try await action()
        await window.settle()
        for line in window.snapshot.textTree.split(separator: "\n") { output("   " + line) }
    }

    /// Checks an expectation of the last step.
    ///
    /// - Throws: `ExampleFailure` when it does not hold.
    public func expect(_ condition: Bool, _ expectation: String) throws(ExampleFailure) {
        output("   \(condition ? "✓" : "✗") \(expectation)")
        guard condition else { throw ExampleFailure(expectation: expectation) }
        checks += 1
    }

    /// The topmost visible screen that is not a container, as the user sees it.
    public var topScreen: Screen? { window.topScreen }

    /// The topmost content screen, which must be the named one.
    ///
    /// - Throws: `ExampleFailure` when another screen is on top.
    @discardableResult
    public func top(_ name: String) throws(ExampleFailure) -> Screen {
        guard let screen = window.topScreen, screen.name == name else {
            throw ExampleFailure(expectation: "\(name) on top, found \(window.topScreen?.name ?? "nothing")")
        }
        return screen
    }

    /// Taps the button with this identifier, as the user would, through the toolkit.
    public func tap(_ control: String) throws(DrivingError) {
        try window.perform(.tap(control))
    }

    /// Types into the field with this identifier, replacing what it held.
    public func type(_ text: String, into control: String) throws(DrivingError) {
        try window.perform(.type(text, into: control))
    }

    /// What the window shows of the control with this identifier; `nil` when no visible screen shows it.
    public func read(_ control: String) -> String? {
        try? window.displayedValue(of: control)
    }

    /// Plays the example and returns the exit code: 0 when every check held (or `--help`
    /// printed the usage), 1 otherwise, 2 for a bad argument (nothing played). A bad argument's
    /// reason and a failed check go to `errors`.
    public func play(_ name: String, _ body: (ExampleApp) async throws -> Void) async -> Int32 {
        if helpWanted {
            output(Self.usage(of: name))
            return 0
        }
        if let usage {
            errors("\(name): \(usage)")
            return 2
        }
        do {
            try await body(self)
            output("\(name): \(steps) steps, \(checks) checks: all passed")
            return 0
        } catch {
            errors("\(name): FAILED: \(error)")
            return 1
        }
    }

    /// What `--help` prints.
    static func usage(of name: String) -> String {
        """
        usage: \(name) [--toolkit headless|declarative|gtk]

        Plays the feature alone with the engine, doubles for what it uses and placeholders for the
        screens it opens, printing the hierarchy after each step and checking what it should show.
          --toolkit   the UI toolkit: headless (UIKit's semantics, the default), declarative
                      (SwiftUI's: the hierarchy as a value) or gtk (a GTK 4 window: built with
                      --traits GTK, under a display or xvfb-run -a)
        Exits 0 when every check holds, 1 when one does not, 2 on a bad argument.
        """
    }
}
