public import RouterInterface
public import UIToolkitInterface

/// A user's profile screen as its users see it.
@MainActor
public protocol ProfileScreenInput: Screen {
    /// Whose profile this is.
    var handle: String { get }
    /// The user's name, once loaded.
    var userName: String? { get }
    /// The route the backend promotes on the profile, once loaded: the decoded route, or why
    /// it could not be decoded (an app too old for it, say).
    var featured: Result<any Route, RouterError>? { get }
    /// The last load or navigation error, shown on screen.
    var lastError: String? { get }

    /// The user taps "Sign in": pushes the login screen.
    func tapLogin()

    /// The user taps "Settings": pushes the settings, refreshed.
    func tapSettings()

    /// The user taps the promoted item: opens the route the backend sent.
    func tapFeatured()
}
