import Foundation
import HTTPClientInterface
import LoginInterface
import NavigationInterface
import ProfileInterface
import RouterInterface
import SettingsInterface
import UIToolkitInterface

/// A user's profile, loaded from the backend, with buttons to sign in (while signed out), open
/// settings and open the route the backend promotes.
final class ProfileScreen: Screen {
    /// The profile shown to guests.
    static let featuredHandle = "ada"

    /// Whose profile this is.
    let handle: String
    private let client: any HTTPClientProtocol
    private let auth: any Authenticating
    private let router: any Routing
    /// The loaded profile.
    private(set) var profile: ProfileResponse?
    var userName: String? { profile?.name }
    var featured: Result<any Route, RouterError>? { profile?.featured.map(\.route) }
    /// The last load or navigation error, shown on screen.
    private(set) var lastError: String?

    init(handle: String, client: any HTTPClientProtocol, auth: any Authenticating, router: any Routing) {
        self.handle = handle
        self.client = client
        self.auth = auth
        self.router = router
        super.init(name: "Profile")
        render()
    }

    override func screenDidLoad() {
        startTask { [weak self] in await self?.reload() }
    }

    override func screenWillAppear() {
        render()
    }

    /// Loads the profile; `AnyRoute` in the response decodes through the router's registry.
    func reload() async {
        let decoder = JSONDecoder()
        router.injectContext(into: decoder)
        do {
            profile = try await client.fetch(
                HTTPRequest("/users/\(handle)"), as: ProfileResponse.self, decoder: decoder)
            lastError = nil
        } catch {
            lastError = error.description
        }
        render()
    }

    /// The user taps "Sign in": pushes the login screen.
    private func signIn() {
        go(to: LoginRoute(reason: "see your profile"))
    }

    /// The user taps "Settings": pushes the settings, refreshed.
    private func openSettings() {
        go(to: SettingsRoute(shouldRefresh: true))
    }

    /// The user taps the promoted item: opens the route the backend sent.
    private func openFeatured() {
        switch profile?.featured {
        case .success(let anyRoute)?: go(to: anyRoute.route)
        case .failure(let error)?: show(error)
        case nil:
            lastError = "nothing is featured yet"
            render()
        }
    }

    /// Shows a route as UIKit's `show(_:sender:)` does: pushed on the profile's navigation stack.
    private func go(to route: any Route) {
        router.navigate(to: route, from: self) { [weak self] result in
            switch result {
            case .success:
                self?.lastError = nil
                self?.render()
            case .failure(let error): self?.show(error)
            }
        }
    }

    private func show(_ error: RouterError) {
        lastError = error.description
        render()
    }

    private func render() {
        var elements: [ScreenElement] = []
        if let profile {
            elements += [
                .text("name", profile.name), .text("handle", "@\(profile.handle)"),
                .text("followers", "\(profile.followers) follower\(profile.followers == 1 ? "" : "s")"),
                .text("account", auth.currentAccount.map { "Signed in as \($0.id)" } ?? "Guest"),
            ]
            let featured = (try? profile.featured.get()).map { "Featured: \(type(of: $0.route).identifier)" }
            elements.append(
                .button("featured", featured ?? "Featured: unavailable") { [weak self] in self?.openFeatured() })
        } else if lastError == nil {
            elements.append(.text("status", "Loading @\(handle)…"))
        }
        if let lastError { elements.append(.text("error", lastError)) }
        // Signed in, the screen offers no second sign-in.
        if auth.currentAccount == nil {
            elements.append(.button("sign-in", "Sign in") { [weak self] in self?.signIn() })
        }
        elements.append(.button("settings", "Settings") { [weak self] in self?.openSettings() })
        content = ScreenContent(title: "Profile", elements)
    }
}
