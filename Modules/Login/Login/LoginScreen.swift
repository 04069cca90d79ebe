import LoginInterface
import RouterInterface
import RouterModulesInterface
import UIToolkitInterface

/// The sign-in form: a username, a password and a button that signs in; on failure it shows the
/// error under the form and in an alert it requires by protocol; on success it closes itself.
final class LoginScreen: Screen, LoginOutcomeReporting {
    private let auth: any Authenticating
    private let modules: any ModuleRouting
    /// Why sign-in was asked for.
    let reason: String?
    /// What the user typed.
    private var username = "" { didSet { render() } }
    private var password = "" { didSet { render() } }
    /// Whether a sign-in is under way: the button waits for it.
    private var isSigningIn = false
    /// The last failure, shown under the form.
    private(set) var lastError: LoginError?
    /// Who signed in, shown while the form is still on screen (when nothing could close it).
    private var account: Account?
    /// Called once when the user signs in or cancels.
    var onFinish: (@MainActor (LoginOutcome) -> Void)?

    init(auth: any Authenticating, modules: any ModuleRouting, reason: String?) {
        self.auth = auth
        self.modules = modules
        self.reason = reason
        super.init(name: "Login")
        render()
    }

    /// Signs in with what was typed, then closes the screen and reports the account.
    ///
    /// On failure the form stays, showing the error, and an alert pops over the button.
    func submit() async {
        isSigningIn = true
        defer { isSigningIn = false }
        do {
            let account = try await auth.signIn(username: username, password: password)
            (lastError, self.account) = (nil, account)
            render()
            try? close()
            finish(with: .signedIn(account))
        } catch {
            lastError = error
            render()
            showAlert(for: error)
        }
    }

    /// Shows the failure in the alert Login requires; the app decides which module provides it.
    private func showAlert(for error: LoginError) {
        modules.perform(RoutableScreen<any LoginAlertInput>()) { config in
            config.source = self
            config.routeType = .presentAsPopover(anchor: LoginAnchor.signInButton)
            config.prepare = { alert in
                alert.setContent(title: "Sign-in failed", message: error.description)
                alert.addCancelButton(title: "OK") {}
            }
        }
    }

    /// The user taps "Cancel": closes the screen and reports that nobody signed in, and why
    /// the last attempt failed if one did.
    func cancel() {
        try? close()
        finish(with: .cancelled(lastError: lastError))
    }

    private func finish(with outcome: LoginOutcome) {
        let callback = onFinish
        onFinish = nil
        callback?(outcome)
    }

    private func render() {
        var elements: [ScreenElement] = []
        if let reason { elements.append(.text("reason", "Sign in to \(reason)")) }
        elements += [
            .field("username", "Username", text: username) { [weak self] in self?.username = $0 },
            .field("password", "Password", text: password, isSecure: true) { [weak self] in self?.password = $0 },
        ]
        if let lastError { elements.append(.text("error", lastError.description)) }
        if let account { elements.append(.text("account", "Signed in as \(account.name)")) }
        elements += [
            .button(LoginAnchor.signInButton, "Sign in") { [weak self] in
                guard let self, !self.isSigningIn else { return }
                self.startTask { await self.submit() }
            },
            .button("cancel", "Cancel") { [weak self] in self?.cancel() },
        ]
        content = ScreenContent(title: "Sign in", elements)
    }
}
