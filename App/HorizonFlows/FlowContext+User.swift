import HierarchyDriving
import HorizonAppInterface
import UIToolkitInterface

/// What a flow does as a user: it finds a control by its identifier in what the toolkit shows,
/// taps it, types into it, flips it and reads it. A control no visible screen shows fails the
/// step with the toolkit's message, which names the control and the screen.
extension FlowContext {
    /// Taps the button with this identifier.
    func tap(_ control: String) throws {
        try app.window.perform(.tap(control))
    }

    /// Types the text into the field with this identifier, replacing what it held.
    func type(_ text: String, into control: String) throws {
        try app.window.perform(.type(text, into: control))
    }

    /// Flips the switch with this identifier.
    func flip(_ control: String) throws {
        try app.window.perform(.flip(control))
    }

    /// What the window shows of the control with this identifier.
    func read(_ control: String) throws -> String {
        try app.window.displayedValue(of: control)
    }

    /// What a screen's content shows of a control, visible or not: for a screen the user just
    /// left, such as a player whose sheet was swiped away.
    func value(_ control: String, on screen: Screen) -> String? {
        screen.content.element(control)?.displayedValue
    }

    /// Whether a visible screen shows the control.
    func shows(_ control: String) -> Bool {
        (try? app.window.shownElement(control)) != nil
    }

    /// Fills Login's form, taps Sign in and waits until the screens settle.
    func submitLogin(_ username: String, _ password: String) async throws {
        try type(username, into: "username")
        try type(password, into: "password")
        try tap("sign-in")
        await app.settle()
    }

    /// The topmost visible content screen, which must be the named one.
    ///
    /// - Throws: `FlowFailure` when another screen is on top.
    @discardableResult
    func top(_ name: String) throws -> Screen {
        guard let screen = app.window.topScreen, screen.name == name else {
            throw FlowFailure(description: "expected \(name) on top, found \(app.window.topScreen?.name ?? "nothing")")
        }
        return screen
    }
}
