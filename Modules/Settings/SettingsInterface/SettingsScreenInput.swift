public import UIToolkitInterface

/// The settings screen as its users see it.
@MainActor
public protocol SettingsScreenInput: Screen {
    /// Whether the screen was asked to refresh its preferences when shown.
    var shouldRefresh: Bool { get }
    /// The preferences loaded from the backend.
    var preferences: [String: String] { get }
    /// The number of the signed-in session the screen belongs to; differs between sessions.
    var sessionNumber: Int { get }
    /// Called when the user signs out.
    var onSignOut: (@MainActor () -> Void)? { get set }

    /// The user taps "Sign out": ends the session and tells `onSignOut`.
    func signOut()
}
