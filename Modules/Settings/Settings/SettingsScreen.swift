import HTTPClientInterface
import LoginInterface
import SettingsInterface
import UIToolkitInterface

/// The signed-in user's preferences; reloads them from the backend when asked to refresh.
final class SettingsScreen: Screen, SignOutReporting {
    /// The session the screen was opened in.
    let session: any UserSession
    private let auth: any Authenticating
    private let client: any HTTPClientProtocol
    /// Whether the screen was asked to reload its preferences.
    let shouldRefresh: Bool
    /// The preferences, once loaded.
    private(set) var preferences: [String: String] = [:]
    /// Why the last refresh failed, if it did.
    private var refreshError: String?
    /// Whether the next episode plays by itself, as the user last set the switch.
    private(set) var autoplay = false {
        didSet { render() }
    }

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
            refreshError = "Could not refresh: \(error)"
            render()
        }
    }

    /// Decides where the user goes after signing out, instead of closing the screen: the
    /// composition root sets it to switch to the signed-out section.
    var onSignOut: (@MainActor () -> Void)?

    /// The user taps "Sign out": ends the session, then calls `onSignOut`, or closes the
    /// screen when nobody set it.
    private func signOut() {
        auth.signOut()
        if let onSignOut { onSignOut() } else { try? close() }
    }

    private func render() {
        var elements: [ScreenElement] = [
            .text("account", session.account.name), .text("session", "Session #\(session.number)"),
        ]
        if let refreshError { elements.append(.text("error", refreshError)) }
        elements.append(
            .list(
                "preferences",
                preferences.isEmpty
                    ? [.text("not-refreshed", "Not refreshed")]
                    : preferences.sorted { $0.key < $1.key }.map {
                        .text("preference-\($0.key)", "\($0.key): \($0.value)")
                    }))
        elements += [
            .toggle("autoplay", "Play the next episode", isOn: autoplay) { [weak self] in self?.autoplay = $0 },
            .button("sign-out", "Sign out") { [weak self] in self?.signOut() },
        ]
        content = ScreenContent(title: "Settings", elements)
    }
}
