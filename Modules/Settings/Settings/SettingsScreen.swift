import HTTPClientInterface
import LoginInterface
import SettingsInterface
import UIToolkitInterface

/// The signed-in user's preferences; reloads them from the backend when asked to refresh.
final class SettingsScreen: Screen, SettingsScreenInput {
    /// The session the screen was opened in.
    let session: any UserSession
    var sessionNumber: Int { session.number }
    private let auth: any Authenticating
    private let client: any HTTPClientProtocol
    /// Whether the screen was asked to reload its preferences.
    let shouldRefresh: Bool
    /// The preferences, once loaded.
    private(set) var preferences: [String: String] = [:]

    init(session: any UserSession, auth: any Authenticating, client: any HTTPClientProtocol, shouldRefresh: Bool) {
        self.session = session
        self.auth = auth
        self.client = client
        self.shouldRefresh = shouldRefresh
        super.init(name: "Settings")
        render()
    }

    override func screenDidLoad() {
        guard shouldRefresh else { return }
        startTask { [weak self] in await self?.refresh() }
    }

    /// Reloads the preferences from the backend.
    func refresh() async {
        do {
            preferences = try await client.fetch(HTTPRequest("/settings"), as: [String: String].self)
            render()
        } catch {
            summary = "could not refresh: \(error)"
        }
    }

    /// Decides where the user goes after signing out, instead of closing the screen: the
    /// composition root sets it to switch to the signed-out section.
    var onSignOut: (@MainActor () -> Void)?

    /// The user taps "Sign out": ends the session, then calls `onSignOut`, or closes the
    /// screen when nobody set it.
    func signOut() {
        auth.signOut()
        if let onSignOut { onSignOut() } else { try? close() }
    }

    private func render() {
        let prefs =
            preferences.isEmpty
            ? "not refreshed"
            : preferences.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        summary = "\(session.account.name), session #\(session.number), \(prefs)"
    }
}
