public import UIToolkitInterface

/// The sign-in screen as its users see it: what a person types and taps, and what the screen
/// shows back. Flows and the composition root reach the screen through this protocol only.
@MainActor
public protocol LoginScreenInput: Screen {
    /// Why sign-in was asked for, if a caller said.
    var reason: String? { get }
    /// The last failure, shown under the form.
    var lastError: LoginError? { get }
    /// Called once when the user signs in or cancels.
    var onFinish: (@MainActor (LoginOutcome) -> Void)? { get set }

    /// The user taps "Sign in": signs in, then closes the screen and reports the account.
    ///
    /// On failure the form stays, showing the error, and an alert pops over the button.
    /// - Parameters:
    ///   - username: The handle typed.
    ///   - password: The password typed.
    func submit(username: String, password: String) async

    /// The user taps "Cancel": closes the screen and reports `.cancelled`.
    func cancel()
}
