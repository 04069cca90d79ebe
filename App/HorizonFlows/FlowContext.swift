import HierarchyDriving
import HierarchyInspection
public import HorizonAppInterface
import HorizonFlowsInterface
import RouterInterface
import UIToolkitInterface

/// What a flow plays against: a fresh app, steps that print the hierarchy, and expectations.
@MainActor
public final class FlowContext {
    /// The app under test, created fresh for the flow (and again by `relaunch()`).
    public private(set) var app: any RunningApp
    /// Creates the apps: the composition root, which only the executable knows.
    private let makeApp: AppMaker
    /// The screens shown in the windows of every app the flow launched, the current one last.
    private(set) var shown: [ShownScreens]
    /// The lifecycle events the screens of the current app's window received.
    private var lifecycleLog: LifecycleLog
    private(set) var steps: [StepResult] = []
    private let log: (String) -> Void
    /// How the hierarchy is drawn in the transcript.
    private let style: TextTreeStyle
    /// Where each step's screenshot goes, when screenshots are taken.
    private let pictures: Pictures?

    /// Where a flow's screenshots go: `<folder>/<flow id>-<step, two digits>.png`.
    struct Pictures {
        /// The folder, which the CLI made sure is new or empty.
        let folder: String
        /// The flow's id.
        let flow: String

        /// The file of a step, numbered from 1.
        func path(ofStep step: Int) -> String {
            let number = step < 10 ? "0\(step)" : "\(step)"
            return folder + (folder.hasSuffix("/") ? "" : "/") + "\(flow)-\(number).png"
        }
    }

    init(
        makeApp: @escaping AppMaker, toolkit: AppToolkit, log: @escaping (String) -> Void,
        style: TextTreeStyle = .plain,
        pictures: Pictures? = nil
    )
        throws
    {
        self.makeApp = makeApp
        let app = try makeApp(.fixtures, toolkit)
        self.app = app
        self.log = log
        self.style = style.indented(by: 5)
        self.pictures = pictures
        shown = [ShownScreens(watching: app.window)]
        lifecycleLog = LifecycleLog(watching: app.window)
    }

    /// The lifecycle events a screen of the current app received, oldest first.
    func lifecycle(of screen: Screen) -> [LifecycleEvent] {
        lifecycleLog.events(of: screen)
    }

    /// Performs one user action, waits until the screens settle, and prints the hierarchy.
    func step(_ title: String, _ action: () async throws -> Void) async throws {
        log("  \(steps.count + 1). \(title)")
        steps.append(StepResult(title: title, hierarchy: nil, checks: []))
        try await action()
        await app.settle()
        let snapshot = app.window.snapshot
        steps[steps.count - 1].hierarchy = snapshot
        if let pictures, let camera = app.window as? any ScreenshotTaking {
            let path = pictures.path(ofStep: steps.count)
            try camera.writeScreenshot(toPNG: path)
            steps[steps.count - 1].screenshot = path
            log("     ▣ \(path)")
        }
        log(snapshot.textTree(style: style).split(separator: "\n").map { "     " + $0 }.joined(separator: "\n"))
    }

    /// Quits the app and launches a new one, as after the system ended the process.
    ///
    /// Quitting releases the window's hierarchy, as the process's end would.
    func relaunch() throws {
        try app.window.setRoot(nil)
        app = try makeApp(.fixtures, app.toolkit)
        shown.append(ShownScreens(watching: app.window))
        lifecycleLog = LifecycleLog(watching: app.window)
    }

    /// Checks one expectation of the last step.
    ///
    /// - Throws: `FlowFailure` when it does not hold; the flow stops there.
    func expect(_ condition: Bool, _ expectation: String, got: @autoclosure () -> String? = nil) throws {
        if steps.isEmpty { steps.append(StepResult(title: "set-up", hierarchy: nil, checks: [])) }
        steps[steps.count - 1].checks.append(CheckResult(expectation: expectation, passed: condition))
        log("     \(condition ? "✓" : "✗") \(expectation)")
        guard condition else {
            throw FlowFailure(description: expectation + (got().map { " (got \($0))" } ?? ""))
        }
    }

    /// Checks that two values are equal, printing both when not.
    func expectEqual<T: Equatable>(_ actual: T, _ expected: T, _ expectation: String) throws {
        try expect(actual == expected, expectation, got: "\(actual), expected \(expected)")
    }

    /// Unwraps a value the flow needs to go on.
    ///
    /// - Throws: `FlowFailure` naming what was missing.
    func require<T>(_ value: T?, _ what: @autoclosure () -> String = "a value") throws -> T {
        guard let value else { throw FlowFailure(description: "expected \(what()), found nothing") }
        return value
    }

    /// Prints a line of explanation under the current step.
    func note(_ text: String) {
        log("     · \(text)")
    }

    /// The names of the screens in the window's root navigation stack, bottom first.
    var stackNames: [String] {
        (app.window.root as? StackContainer)?.screens.map(\.name) ?? []
    }
}
