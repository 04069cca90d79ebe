import AlertInterface
import AudioPlayerInterface
import FeatureFlagsInterface
import HTTPClientInterface
import HierarchyInspection
import HomeInterface
import HorizonAppInterface
import InjectionInterface
import LoginInterface
import NavigationInterface
import ProfileInterface
import RouterInspection
import RouterInterface
import SettingsInterface
import ShowPageInterface
import UIToolkitInterface

/// The RouterService README, scenario by scenario.
enum RouterServiceFlows {
    static let all: [Flow] = [initialFeature, pushLogin, navigateAnimated, featureFlag, anyRoute, dependencyLifetime]

    static let initialFeature = Flow(
        "routerservice.initial-feature", "Launch into a navigation stack with ProfileFeature, its HTTP client injected",
        source: "RouterService README › Wrapping everything up"
    ) { flow in
        try await flow.step("launch: the window's root is a navigation stack with ProfileFeature") {
            try flow.app.launchProfile()
        }
        try flow.expectEqual(flow.stackNames, ["Profile"], "the root navigation stack holds Profile alone")
        let profile = try flow.top("Profile")
        try flow.expectEqual(
            try flow.read("name"), "Ada Lovelace",
            "Profile shows the user it loaded through its injected HTTPClientProtocol")
        weak var client = try flow.app.dependencies.resolve((any HTTPClientProtocol).self)
        try flow.expect(client != nil, "the weak-shared HTTP client is alive while Profile uses it")
        try flow.expectEqual(
            flow.lifecycle(of: profile), [.didLoad, .willAppear, .didAppear], "Profile loaded once and appeared")
    }

    static let pushLogin = Flow(
        "routerservice.push-login", "From Profile, push the Login route; sign in and come back",
        source: "RouterService README › Routes (goToLogin)"
    ) { flow in
        try await flow.step("launch with Profile") { try flow.app.launchProfile() }
        try await flow.step("tap Sign in on Profile: it shows LoginRoute (.show: pushed on its stack)") {
            try flow.tap("sign-in")
        }
        try flow.expectEqual(flow.stackNames, ["Profile", "Login"], "Login is pushed on top of Profile")
        try flow.expectEqual(
            flow.app.router.navigationState.routeIdentifiers, ["profile", "login"],
            "the navigation state lists the profile and login routes")
        try await flow.step("type ada and a wrong password, tap Sign in") {
            try await flow.submitLogin("ada", "babbage")
        }
        let alert = try flow.top("Alert")
        try flow.expect(
            alert.presentingScreen?.name == "Login" && alert.modalStyle == .popover(anchor: LoginAnchor.signInButton),
            "Login shows the error in the alert it requires, over its Sign-in button")
        try flow.expectEqual(alert.content.title, "Sign-in failed", "the alert says sign-in failed")
        try await flow.step("tap OK on the alert") { try flow.tap("OK") }
        try flow.top("Login")
        try flow.expectEqual(
            try flow.read("error"), LoginError.invalidCredentials.description, "Login shows the typed error and stays")
        try flow.expectEqual(try flow.read("password"), "•••••••", "the password field shows dots, not the password")
        try await flow.step("type the right password, tap Sign in") { try await flow.submitLogin("ada", "analytical") }
        try flow.expectEqual(flow.stackNames, ["Profile"], "Login popped itself after signing in")
        let profile = try flow.top("Profile")
        try flow.expect(
            flow.lifecycle(of: profile).suffix(2) == [.willAppear, .didAppear]
                && flow.lifecycle(of: profile).filter { $0 == .didLoad }.count == 1,
            "the same Profile instance appeared again (no second load)")
    }

    static let navigateAnimated = Flow(
        "routerservice.navigate-animated",
        "navigate(to:from:presentation:animated:completion:): animated reaches the UI, the events and the removal",
        source: "RouterService README › Routes (navigate)"
    ) { flow in
        let routing: any Routing = flow.app.router
        var changes: [HierarchyChange] = []
        var events: [RouterEvent] = []
        let token = flow.app.window.addObserver { changes.append($0) }
        defer { flow.app.window.removeObserver(token) }
        flow.app.router.observe { events.append($0) }
        try await flow.step("launch with Home") { try flow.app.launchHome() }
        let home = try flow.top("Home")
        let handle = CompletionProbe<Result<any NavigationHandle, RouterError>>()
        try await flow.step("navigate to show 42 with .push, animated: false") {
            changes.removeAll()
            routing.navigate(
                to: try ShowRoute(showId: 42), from: home, presentation: .push, animated: false,
                completion: handle.callback)
        }
        let opened = try flow.require(try? handle.once?.get(), "a handle on the pushed show page")
        try flow.expect(
            changes.map(\.action) == [.push] && changes.allSatisfy { !$0.animated },
            "HeadlessUI recorded one push, not animated", got: "\(changes.map { ($0.action, $0.animated) })")
        try flow.expect(
            events.contains { "\($0)" == "did perform ShowPage ‹show› by push without animation (Home)" },
            "the router's event says the push was not animated", got: events.map(\.description).last)
        try flow.expect(!opened.animated, "the handle remembers it was shown without animation")
        try await flow.step("remove it through the handle") {
            changes.removeAll()
            try await withCheckedThrowingContinuation { continuation in
                opened.remove { continuation.resume(with: $0) }
            }
        }
        try flow.expect(
            changes.map(\.action) == [.pop] && changes.allSatisfy { !$0.animated },
            "the inverse pop is not animated either", got: "\(changes.map { ($0.action, $0.animated) })")
        try await flow.step("navigate to show 42 again without saying animated (RouterService's call)") {
            changes.removeAll()
            routing.navigate(to: try ShowRoute(showId: 42), from: home, presentation: .push, completion: nil)
        }
        try flow.expect(
            changes.map(\.action) == [.push] && changes.allSatisfy(\.animated),
            "the push is animated, the default", got: "\(changes.map { ($0.action, $0.animated) })")
        let refused = CompletionProbe<Result<any NavigationHandle, RouterError>>()
        try await flow.step("present the player as a popover without an anchor, animated: false") {
            changes.removeAll()
            routing.navigate(
                to: try AudioPlayerRoute(trackId: 420), from: try flow.top("ShowPage"),
                presentation: .modal(.popover(anchor: "")), animated: false, completion: refused.callback)
        }
        try flow.expect(
            refused.once?.failure.map { "\($0)".contains("popover") } == true && changes.isEmpty,
            "the typed error invalidPresentation comes back once and nothing changed",
            got: refused.calls.map { "\($0)" }.joined())
    }

    static let featureFlag = Flow(
        "routerservice.feature-flag",
        "A disabled feature shows its fallback; disabled without fallback is a typed error",
        source: "RouterService README › Providing fallbacks for Features"
    ) { flow in
        try await flow.step("launch with Home; the new show page is switched off remotely") {
            try flow.app.launchHome()
            flow.app.flags.set(.newShowPage, enabled: false)
        }
        try await flow.step("tap show 42: ShowPageFeature is disabled, its fallback builds the legacy page") {
            try flow.tap("show-42")
        }
        try flow.expectEqual(flow.stackNames, ["Home", "LegacyShowPage"], "the fallback's screen is pushed")
        try flow.expectEqual(
            flow.app.router.navigationState.routeIdentifiers.last, "show", "it still stands for the show route")
        try await flow.step("the flag comes back on; go back and tap show 42 again") {
            flow.app.flags.set(.newShowPage, enabled: true)
            try flow.app.window.perform(.back)
            try flow.tap("show-42")
        }
        try flow.expectEqual(flow.stackNames, ["Home", "ShowPage"], "the real show page is pushed")
        try await flow.step("the audio player is switched off; tap play (the player has no fallback)") {
            flow.app.flags.set(.audioPlayer, enabled: false)
            try flow.tap("play")
        }
        let error = try? flow.read("error")
        try flow.expect(
            error?.contains("AudioPlayerFeature is disabled") == true,
            "the show page shows the typed error featureDisabled", got: error)
        try flow.expect(flow.app.window.root?.topmostPresentedInSubtree == nil, "nothing was presented")
        try await flow.step("the app carries on: the flag comes back, tap play") {
            flow.app.flags.set(.audioPlayer, enabled: true)
            try flow.tap("play")
        }
        let player = try flow.top("AudioPlayer")
        try flow.expect(
            player.modalStyle == .sheet && player.content.title == "Track 420",
            "the player for track 420 is presented as a sheet", got: player.content.title)
    }

    static let anyRoute = Flow(
        "routerservice.anyroute", "The backend's anyRoute decodes to a typed route and is navigated",
        source: "RouterService README › AnyRoute"
    ) { flow in
        try await flow.step("launch with Ada's profile; its response carries anyRoute \"show|{\\\"showId\\\":42}\"") {
            try flow.app.launchProfile(handle: "ada")
        }
        try flow.expectEqual(
            try flow.read("featured"), "Featured: show", "anyRoute decoded into a typed route of the show module")
        try await flow.step("tap the featured item: the decoded route is navigated with .push") {
            try flow.tap("featured")
        }
        try flow.expectEqual(flow.stackNames, ["Profile", "ShowPage"], "the show page is pushed")
        try flow.expectEqual(
            flow.app.router.navigationState.root?.children.last?.route, try JSONValue(encoding: ShowRoute(showId: 42)),
            "the pushed page stands for ShowRoute(showId: 42)")
        try flow.expectEqual(try flow.top("ShowPage").content.title, "The Answer", "show 42 loaded")
        try await flow.step(
            "relaunch with Grace's profile; her anyRoute names 'podcast_episode', which no module registers"
        ) {
            try flow.app.launchProfile(handle: "grace")
        }
        try flow.expectEqual(try flow.read("name"), "Grace Hopper", "the profile still loads")
        try flow.expectEqual(
            try flow.read("featured"), "Featured: unavailable", "the featured route did not decode")
        try await flow.step("tap the featured item anyway") { try flow.tap("featured") }
        try flow.expectEqual(flow.stackNames, ["Profile"], "nothing was pushed")
        let error = try? flow.read("error")
        try flow.expectEqual(
            error, RouterError.unregisteredRoute(identifier: "podcast_episode").description,
            "the profile shows the typed error unregisteredRoute('podcast_episode')")
    }

    static let dependencyLifetime = Flow(
        "routerservice.dependency-lifetime",
        "The weak-shared client lives while used and is rebuilt; the session ends at logout",
        source: "RouterService README › Memory Management of Dependencies"
    ) { flow in
        // The flow asks for instances as a feature would, and keeps only weak references to them.
        let dependencies = flow.app.dependencies
        let client = { () throws -> any HTTPClientProtocol in try dependencies.resolve((any HTTPClientProtocol).self) }
        let session = { try? dependencies.resolve((any UserSession).self) }
        try await flow.step("launch with Home, which needs no HTTP client") { try flow.app.launchHome() }
        weak var unused = try client()
        try flow.expect(unused == nil, "a client nobody holds is released at once")
        try await flow.step("tap Profile: the client is created for it") {
            try flow.tap("profile")
        }
        weak var first = try client()
        try flow.expect(
            first != nil, "the client asked for now is Profile's: it stays alive while Profile is on screen")
        try await flow.step("tap the featured show: the show page shares the same client") {
            try flow.tap("featured")
        }
        try flow.expect(try client() === first, "the show page got the same instance")
        try await flow.step("the user goes back twice (back button, then swipe)") {
            try flow.app.window.perform(.back)
            try flow.app.window.perform(.swipeBack)
        }
        try flow.expectEqual(flow.stackNames, ["Home"], "only Home is left")
        try flow.expect(first == nil, "no feature uses the client: it was released")
        try await flow.step("tap Profile again") { try flow.tap("profile") }
        weak var second = try client()
        try flow.expect(second != nil, "a new client was built on next use, and Profile holds it")
        try await flow.step("sign in from Profile, then open Settings") {
            try flow.tap("sign-in")
            await flow.app.settle()
            try await flow.submitLogin("ada", "analytical")
            try flow.tap("settings")
        }
        let firstSession = try flow.read("session")
        try flow.expect(
            session().map { "Session #\($0.number)" } == firstSession,
            "Settings shows \(firstSession), the signed-in session")
        try await flow.step("go back and open Settings again") {
            try flow.app.window.perform(.back)
            try flow.tap("settings")
        }
        try flow.expectEqual(try flow.read("session"), firstSession, "the same session is reused")
        try await flow.step("flip Play the next episode in Settings") { try flow.flip("autoplay") }
        try flow.expectEqual(try flow.read("autoplay"), "on", "the switch is on")
        try await flow.step("sign out from Settings") { try flow.tap("sign-out") }
        try flow.expect(
            session() == nil, "the session scope ended at logout: asking for the session fails while signed out")
        try await flow.step("tap Settings while signed out") { try flow.tap("settings") }
        try flow.top("Profile")
        let error = try? flow.read("error")
        try flow.expect(
            error?.contains("not signed in") == true, "the typed error says to sign in first; Profile stays", got: error
        )
        try await flow.step("sign in again and open Settings") {
            try flow.tap("sign-in")
            await flow.app.settle()
            try await flow.submitLogin("ada", "analytical")
            try flow.tap("settings")
        }
        try flow.expect(try flow.read("session") != firstSession, "a new session was started")
    }
}
