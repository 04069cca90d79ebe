import AudioPlayerInterface
import HeadlessUI
import HomeInterface
import LoginInterface
import ProfileInterface
import Router
import RouterInterface
import SettingsInterface
import ShowPageInterface

extension HorizonApp {
    /// The schemes and hosts of the links the app handles: `horizon://…` and universal
    /// links `https://horizon.example/…`.
    static let linkOrigins = LinkOrigins(schemes: ["horizon"], hosts: ["horizon.example"])

    /// Whether someone is signed in (the Profile tab's guard).
    public var isSignedIn: Bool {
        (try? dependencies.resolve((any Authenticating).self))?.currentAccount != nil
    }

    /// The app's link tree (MonarchRouter's coordinator): every section, tab, stack and
    /// modal, with the link pattern of each screen. Read it as the app's map.
    ///
    /// Links from outside the app open every screen but Login: a web page must not be able
    /// to put the app's sign-in screen in front of the user. The app opens Login itself, as
    /// the signed-in guard's redirect and after sign-out.
    func linkTree() -> LinkNode {
        let positive = "[1-9][0-9]*"
        let signedIn = LinkGuard("signed-in", redirect: "login") { [weak self] in self?.isSignedIn ?? false }
        return .switcher([
            .endpoint(LoginRoute.self, "login", configure: { [weak self] screen in
                (screen as? any LoginScreenInput)?.onFinish = { outcome in self?.loginDidFinish(outcome) }
            }),
            .tabs("Tabs", [
                .stack("HomeStack", [
                    .endpoint(HomeRoute.self, "home", children: [
                        .endpoint(ShowRoute.self, "shows/:showId", validating: ["showId": positive], names: ["#": "section"])
                            .openableFromOutside(),
                        // The old website's show pages: a locale first, a slug after (en/shows/42/the-answer).
                        .endpoint(ShowRoute.self, ":_/shows/:showId/...", validating: ["showId": positive], names: ["#": "section"])
                            .openableFromOutside(),
                    ], modals: [
                        .stack("PlayerStack", [
                            .endpoint(AudioPlayerRoute.self, "player/:trackId", validating: ["trackId": positive], children: [
                                .endpoint(ShowRoute.self, "player/:trackId/shows/:showId",
                                          validating: ["trackId": positive, "showId": positive], names: ["#": "section"])
                                    .openableFromOutside(),
                            ]).openableFromOutside(),
                        ]).presented(.sheet),
                    ]).openableFromOutside(),
                ]),
                .stack("ProfileStack", [
                    .endpoint(ProfileRoute.self, "profile", defaults: ["someAnalyticsContext": "link"], children: [
                        .endpoint(SettingsRoute.self, "profile/settings", names: ["refresh": "shouldRefresh"],
                                  defaults: ["shouldRefresh": "false"], configure: { [weak self] screen in
                            (screen as? any SettingsScreenInput)?.onSignOut = { self?.didSignOut() }
                        }).openableFromOutside(),
                    ]).openableFromOutside(),
                ]).guarded(by: signedIn),
            ]),
        ])
    }

    /// After sign-in, continues to the link the guard held back, or to Home.
    ///
    /// A failure here reaches the router's observers as a `.failed` event.
    private func loginDidFinish(_ outcome: LoginOutcome) {
        guard case .signedIn = outcome else { return }
        do {
            if try router.resumePendingLink() == nil { try router.open(link: "home") }
        } catch {}
    }

    /// After sign-out, switches to the signed-out section.
    private func didSignOut() {
        _ = try? router.open(link: "login")
    }
}
