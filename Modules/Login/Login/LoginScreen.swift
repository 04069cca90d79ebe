public import HeadlessUI
public import LoginInterface

/// The sign-in form: submits credentials, shows the error, closes itself on success.
public final class LoginScreen: Screen {
    private let auth: any Authenticating
    /// Why sign-in was asked for.
    public let reason: String?
    /// The last failure, shown under the form.
    public private(set) var lastError: LoginError?
    /// Called once when the user signs in or cancels.
    public var onFinish: (@MainActor (LoginOutcome) -> Void)?

    init(auth: any Authenticating, reason: String?) {
        self.auth = auth
        self.reason = reason
        super.init(name: "Login")
        summary = reason.map { "sign in to \($0)" } ?? "sign in"
    }

    /// The user taps "Sign in": signs in, then closes the screen and reports the account.
    ///
    /// On failure the form stays, showing the error.
    public func submit(username: String, password: String) async {
        do {
            let account = try await auth.signIn(username: username, password: password)
            lastError = nil
            summary = "signed in as \(account.name)"
            try? close()
            finish(with: .signedIn(account))
        } catch {
            lastError = error
            summary = "error: \(error)"
        }
    }

    /// The user taps "Cancel": closes the screen and reports that nobody signed in, and why
    /// the last attempt failed if one did.
    public func cancel() {
        try? close()
        finish(with: .cancelled(lastError: lastError))
    }

    private func finish(with outcome: LoginOutcome) {
        let callback = onFinish
        onFinish = nil
        callback?(outcome)
    }
}
