import AudioPlayerInterface
import HomeInterface
import HorizonAppInterface
import InjectionInterface
import LoginInterface
import ProfileInterface
import Router
import RouterInterface
import RouterLinks
import RouterLinksInterface
import SettingsInterface
import ShowPageInterface
import UIToolkitInterface

extension ComposedApp {
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
        let signedIn = LinkGuard("signed-in", redirect: HorizonLink.login.link) { [weak self] in
            self?.isSignedIn ?? false
        }
        return .switcher([
            loginEndpoint(),
            .tabs("Tabs", [homeStack(), profileStack().guarded(by: signedIn)]),
        ])
    }

    /// Login, which reports how sign-in ended; only the app opens it, never a link from outside.
    private func loginEndpoint() -> LinkNode {
        .endpoint(LoginRoute.self, "login") { [weak self] screen in
            (screen as? any LoginOutcomeReporting)?.onFinish = { outcome in self?.loginDidFinish(outcome) }
        }
    }

    /// The Home tab: Home, the screens pushed on it and the player presented over it.
    private func homeStack() -> LinkNode {
        // The player pauses when it leaves the screen, however it leaves (MonarchRouter's unwind).
        let player = LinkNode.endpoint(
            AudioPlayerRoute.self, "player/:trackId", validating: ["trackId": Self.positiveExpression],
            children: [show(at: "player/:trackId/shows/:showId", validating: ["trackId": Self.positiveExpression])]
        ).onUnwind { ($0 as? any AudioPlayerPausing)?.pause() }
        let home = LinkNode.endpoint(
            HomeRoute.self, "home", children: homeChildren(),
            modals: [.stack("PlayerStack", [player.openableFromOutside()]).presented(.sheet)])
        return .stack("HomeStack", [home.openableFromOutside()])
    }

    /// The screens pushed on Home (`Scripts/new-feature` adds a new feature's endpoint here).
    private func homeChildren() -> [LinkNode] {
        [
            // A link to another season, section or show keeps the page on top and updates it
            // (MonarchRouter's setParameters).
            show(at: "shows/:showId").settingParameters { (route: ShowRoute, screen) in
                (screen as? any ShowPageUpdating)?.show(route)
            },
            // The old website's show pages: a locale first, a slug after (en/shows/42/the-answer).
            show(at: ":_/shows/:showId/..."),
        ]
    }

    /// The Profile tab: the profile and its settings, which can sign out.
    private func profileStack() -> LinkNode {
        let settings = LinkNode.endpoint(
            SettingsRoute.self, "profile/settings", names: ["refresh": "shouldRefresh"],
            defaults: ["shouldRefresh": "false"]
        ) { [weak self] screen in
            (screen as? any SignOutReporting)?.onSignOut = { self?.didSignOut() }
        }
        let profile = LinkNode.endpoint(
            ProfileRoute.self, "profile", defaults: ["someAnalyticsContext": "link"],
            children: [settings.openableFromOutside()])
        return .stack("ProfileStack", [profile.openableFromOutside()])
    }

    /// A show page at a link pattern, openable from outside; the fragment names its section.
    private func show(at pattern: String, validating: [String: String] = [:]) -> LinkNode {
        LinkNode.endpoint(
            ShowRoute.self, pattern, validating: validating, matching: ["showId": Self.positive],
            names: ["#": "section"]
        ).openableFromOutside()
    }

    /// A positive whole number: what a show's id in a link must be. A matching rule, checked
    /// in nanoseconds.
    private static let positive = LinkParameterRule("a positive whole number") { id in
        id.first != "0" && LinkParameterRule.digits.accepts(id)
    }

    /// The same as a regular expression, as the player's track id declares it: more
    /// expressive, and about half a microsecond per check (`horizon bench`).
    private static let positiveExpression = "[1-9][0-9]*"

    /// After sign-in, continues to the link the guard held back, or to Home.
    ///
    /// A failure here reaches the router's observers as a `.failed` event.
    private func loginDidFinish(_ outcome: LoginOutcome) {
        guard case .signedIn = outcome else { return }
        do {
            if try links.resumePendingLink() == nil { try links.open(HorizonLink.home) }
        } catch {}
    }

    /// After sign-out, switches to the signed-out section.
    private func didSignOut() {
        _ = try? links.open(HorizonLink.login)
    }
}
