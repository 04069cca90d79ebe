import LoginInterface
import RouterInterface
import RouterModulesInterface
import UIToolkitInterface

/// The sign-in form: submits credentials, shows the error (in an alert it requires by
/// protocol), closes itself on success.
final class LoginScreen: Screen, LoginScreenInput {
    private let auth: any Authenticating
    private let modules: any ModuleRouting
    /// Why sign-in was asked for.
    let reason: String?
    /// The last failure, shown under the form.
    private(set) var lastError: LoginError?
    /// Called once when the user signs in or cancels.
    var onFinish: (@MainActor (LoginOutcome) -> Void)?

    init(auth: any Authenticating, modules: any ModuleRouting, reason: String?) {
        self.auth = auth
        self.modules = modules
        self.reason = reason
        super.init(name: "Login")
        summary = reason.map { "sign in to \($0)" } ?? "sign in"
    }

    /// The user taps "Sign in": signs in, then closes the screen and reports the account.
    ///
    /// On failure the form stays, showing the error, and an alert pops over the button.
    func submit(username: String, password: String) async {
        do {
            let account = try await auth.signIn(username: username, password: password)
            lastError = nil
            summary = "signed in as \(account.name)"
            try? close()
            finish(with: .signedIn(account))
        } catch {
            lastError = error
            summary = "error: \(error)"
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
}
