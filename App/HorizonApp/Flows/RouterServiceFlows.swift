import Alert
import AudioPlayer
import AudioPlayerInterface
import FeatureFlags
import FeatureFlagsInterface
import HeadlessUI
import Home
import HTTPClientInterface
import Login
import LoginInterface
import Profile
import Router
import RouterInterface
import Settings
import ShowPage
import ShowPageInterface

/// The RouterService README, scenario by scenario.
enum RouterServiceFlows {
    static let all: [Flow] = [initialFeature, pushLogin, featureFlag, anyRoute, dependencyLifetime]

    static let initialFeature = Flow(
        "routerservice.initial-feature", "Launch into a navigation stack with ProfileFeature, its HTTP client injected",
        source: "RouterService README › Wrapping everything up"
    ) { flow in
        try await flow.step("launch: the window's root is a navigation stack with ProfileFeature") {
            try flow.app.launchProfile()
        }
        try flow.expectEqual(flow.stackNames, ["Profile"], "the root navigation stack holds Profile alone")
        let profile = try flow.top(ProfileScreen.self)
        try flow.expectEqual(profile.profile?.name, "Ada Lovelace", "Profile loaded the user through its injected HTTPClientProtocol")
        try flow.expect(flow.app.container.cachedInstance(of: (any HTTPClientProtocol).self) != nil,
                        "the weak-shared HTTP client is alive while Profile uses it")
        try flow.expectEqual(profile.lifecycle, [.didLoad, .willAppear, .didAppear], "Profile loaded once and appeared")
    }

    static let pushLogin = Flow(
        "routerservice.push-login", "From Profile, push the Login route; sign in and come back",
        source: "RouterService README › Routes (goToLogin)"
    ) { flow in
        try await flow.step("launch with Profile") { try flow.app.launchProfile() }
        try await flow.step("tap Sign in on Profile: it navigates to LoginRoute with .push") {
            try flow.top(ProfileScreen.self).tapLogin()
        }
        try flow.expectEqual(flow.stackNames, ["Profile", "Login"], "Login is pushed on top of Profile")
        try flow.expectEqual(flow.app.router.navigationState.routeIdentifiers, ["profile", "login"],
                             "the navigation state lists the profile and login routes")
        try await flow.step("submit a wrong password") {
            try await flow.top(LoginScreen.self).submit(username: "ada", password: "babbage")
        }
        let alert = try flow.top(AlertScreen.self)
        try flow.expect(alert.presentingScreen is LoginScreen && alert.modalStyle == .popover(anchor: LoginAnchor.signInButton),
                        "Login shows the error in the alert it requires, over its Sign-in button")
        try await flow.step("tap OK on the alert") { alert.tap("OK") }
        try flow.expectEqual(try flow.top(LoginScreen.self).lastError, .invalidCredentials, "Login keeps the typed error and stays")
        try await flow.step("submit the right password") {
            try await flow.top(LoginScreen.self).submit(username: "ada", password: "analytical")
        }
        try flow.expectEqual(flow.stackNames, ["Profile"], "Login popped itself after signing in")
        let profile = try flow.top(ProfileScreen.self)
        try flow.expect(profile.lifecycle.suffix(2) == [.willAppear, .didAppear] && profile.lifecycle.filter { $0 == .didLoad }.count == 1,
                        "the same Profile instance appeared again (no second load)")
    }

    static let featureFlag = Flow(
        "routerservice.feature-flag", "A disabled feature shows its fallback; disabled without fallback is a typed error",
        source: "RouterService README › Providing fallbacks for Features"
    ) { flow in
        try await flow.step("launch with Home; the new show page is switched off remotely") {
            try flow.app.launchHome()
            flow.app.flags.set(.newShowPage, enabled: false)
        }
        try await flow.step("tap show 42: ShowPageFeature is disabled, its fallback builds the legacy page") {
            try flow.top(HomeScreen.self).tapShow(42)
        }
        try flow.expectEqual(flow.stackNames, ["Home", "LegacyShowPage"], "the fallback's screen is pushed")
        try flow.expectEqual(flow.app.router.navigationState.routeIdentifiers.last, "show", "it still stands for the show route")
        try await flow.step("the flag comes back on; go back and tap show 42 again") {
            flow.app.flags.set(.newShowPage, enabled: true)
            try flow.app.window.perform(.back)
            try flow.top(HomeScreen.self).tapShow(42)
        }
        try flow.expectEqual(flow.stackNames, ["Home", "ShowPage"], "the real show page is pushed")
        try await flow.step("the audio player is switched off; tap play (the player has no fallback)") {
            flow.app.flags.set(.audioPlayer, enabled: false)
            try flow.top(ShowPageScreen.self).tapPlay()
        }
        let show = try flow.top(ShowPageScreen.self)
        try flow.expect(show.lastError?.contains("AudioPlayerFeature is disabled") == true,
                        "the typed error featureDisabled reaches the show page", got: show.lastError)
        try flow.expect(flow.app.window.root?.topmostPresentedInSubtree == nil, "nothing was presented")
        try await flow.step("the app carries on: the flag comes back, tap play") {
            flow.app.flags.set(.audioPlayer, enabled: true)
            try flow.top(ShowPageScreen.self).tapPlay()
        }
        let player = try flow.top(AudioPlayerScreen.self)
        try flow.expect(player.modalStyle == .sheet && player.trackId == 420, "the player for track 420 is presented as a sheet")
    }

    static let anyRoute = Flow(
        "routerservice.anyroute", "The backend's anyRoute decodes to a typed route and is navigated",
        source: "RouterService README › AnyRoute"
    ) { flow in
        try await flow.step("launch with Ada's profile; its response carries anyRoute \"show|{\\\"showId\\\":42}\"") {
            try flow.app.launchProfile(handle: "ada")
        }
        let profile = try flow.top(ProfileScreen.self)
        let featured = try? profile.profile?.featured.get().route
        try flow.expectEqual(featured as? ShowRoute, try ShowRoute(showId: 42), "anyRoute decoded into a typed ShowRoute(showId: 42)")
        try await flow.step("tap the featured item: the decoded route is navigated with .push") {
            profile.tapFeatured()
        }
        try flow.expectEqual(flow.stackNames, ["Profile", "ShowPage"], "the show page is pushed")
        try flow.expectEqual(try flow.top(ShowPageScreen.self).details?.title, "The Answer", "show 42 loaded")
        try await flow.step("relaunch with Grace's profile; her anyRoute names 'podcast_episode', which no module registers") {
            try flow.app.launchProfile(handle: "grace")
        }
        let grace = try flow.top(ProfileScreen.self)
        try flow.expectEqual(grace.profile?.name, "Grace Hopper", "the profile still loads")
        try flow.expect(grace.profile.map { if case .failure(.unregisteredRoute("podcast_episode")) = $0.featured { true } else { false } } == true,
                        "the featured route is the typed error unregisteredRoute('podcast_episode')")
        try await flow.step("tap the featured item anyway") { grace.tapFeatured() }
        try flow.expectEqual(flow.stackNames, ["Profile"], "nothing was pushed")
        try flow.expect(grace.lastError?.contains("podcast_episode") == true, "the profile shows the error", got: grace.lastError)
    }

    static let dependencyLifetime = Flow(
        "routerservice.dependency-lifetime", "The weak-shared client lives while used and is rebuilt; the session ends at logout",
        source: "RouterService README › Memory Management of Dependencies"
    ) { flow in
        let container = flow.app.container
        let client = { container.cachedInstance(of: (any HTTPClientProtocol).self) }
        let session = { container.cachedInstance(of: (any UserSession).self) }
        try await flow.step("launch with Home, which needs no HTTP client") { try flow.app.launchHome() }
        try flow.expect(client() == nil, "no HTTP client exists")
        try await flow.step("tap Profile: the client is created for it") { try flow.top(HomeScreen.self).tapProfile() }
        let first = client()
        try flow.expect(first != nil, "a client exists while Profile is on screen")
        try await flow.step("tap the featured show: the show page shares the same client") {
            try flow.top(ProfileScreen.self).tapFeatured()
        }
        try flow.expect(client() == first, "the show page got the same instance")
        try await flow.step("the user goes back twice (back button, then swipe)") {
            try flow.app.window.perform(.back)
            try flow.app.window.perform(.swipeBack)
        }
        try flow.expectEqual(flow.stackNames, ["Home"], "only Home is left")
        try flow.expect(client() == nil, "no feature uses the client: it was released")
        try await flow.step("tap Profile again") { try flow.top(HomeScreen.self).tapProfile() }
        try flow.expect(client() != nil, "a new client was built on next use")
        try await flow.step("sign in from Profile, then open Settings") {
            try flow.top(ProfileScreen.self).tapLogin()
            try await flow.top(LoginScreen.self).submit(username: "ada", password: "analytical")
            try flow.top(ProfileScreen.self).tapSettings()
        }
        let firstSession = try flow.top(SettingsScreen.self).session.number
        try flow.expect(session() != nil, "Settings runs in session #\(firstSession)")
        try await flow.step("go back and open Settings again") {
            try flow.app.window.perform(.back)
            try flow.top(ProfileScreen.self).tapSettings()
        }
        try flow.expectEqual(try flow.top(SettingsScreen.self).session.number, firstSession, "the same session is reused")
        try await flow.step("sign out from Settings") { try flow.top(SettingsScreen.self).signOut() }
        try flow.expect(session() == nil, "the session scope ended at logout")
        try await flow.step("tap Settings while signed out") { try flow.top(ProfileScreen.self).tapSettings() }
        let profile = try flow.top(ProfileScreen.self)
        try flow.expect(profile.lastError?.contains("not signed in") == true,
                        "the typed error says to sign in first; Profile stays", got: profile.lastError)
        try await flow.step("sign in again and open Settings") {
            try flow.top(ProfileScreen.self).tapLogin()
            try await flow.top(LoginScreen.self).submit(username: "ada", password: "analytical")
            try flow.top(ProfileScreen.self).tapSettings()
        }
        try flow.expect(try flow.top(SettingsScreen.self).session.number != firstSession, "a new session was started")
    }
}
