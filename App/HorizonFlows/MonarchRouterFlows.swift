import AudioPlayerInterface
import HierarchyDriving
import HomeInterface
import HorizonAppInterface
import LoginInterface
import RouterInspection
import RouterInterface
import RouterLinksInspection
import RouterLinksInterface
import SettingsInterface
import ShowPageInterface
import UIToolkitInterface

/// The MonarchRouter README, scenario by scenario: links open places in the declared link
/// tree (`ComposedApp.linkTree()`), and the router applies the smallest change.
enum MonarchRouterFlows {
    static let all: [Flow] = [
        deeplink, tabsAndStacks, modals, switcher, parameters, requests, presenters, unwind, junctionsOnly,
    ]

    static let deeplink = Flow(
        "monarch.deeplink", "A cold link builds the whole hierarchy: section, tab, stack and screen",
        source: "MonarchRouter README › Features (deeplinking); Basic flow"
    ) { flow in
        try await flow.step("the app starts from horizon://shows/42, with an empty window") {
            try flow.expect(flow.app.window.root == nil, "the window is empty before the link")
            try flow.open("horizon://shows/42")
        }
        try flow.expectEqual(flow.app.window.root?.name, "Tabs", "the main section is the window's root")
        try flow.expectEqual(flow.selectedTab, 0, "the Home tab is selected")
        try flow.expectEqual(flow.stackNames("HomeStack"), ["Home", "ShowPage"], "its stack holds Home, then the show")
        try flow.expectEqual(try flow.read("status"), "Show #42", "the show page shows show 42")
        try flow.expectEqual(
            flow.stackNames("ProfileStack"), [], "the Profile tab's screens are not created until it is shown")
        var dispatch: LinkDispatch?
        try await flow.step("the same place as a universal link: https://horizon.example/shows/42") {
            dispatch = try flow.open("https://horizon.example/shows/42")
        }
        try flow.expectEqual(dispatch?.steps, [], "nothing changes: the hierarchy already is the target")
    }

    static let tabsAndStacks = Flow(
        "monarch.tabs-and-stacks", "Move between tabs and deeper in stacks by link; unchanged screens stay",
        source: "MonarchRouter README › Navigating forks and stacks; 2. Create your app's Coordinator"
    ) { flow in
        try await flow.step("signed in, open horizon://home") {
            try await flow.signIn()
            try flow.open("horizon://home")
        }
        let home = try flow.top("Home")
        var steps: [LinkStep] = []
        try await flow.step("open horizon://shows/42") { steps = try flow.open("horizon://shows/42").steps }
        try flow.expectEqual(steps, [.push("ShowPage", stack: "HomeStack")], "only the show is pushed")
        try await flow.step("open horizon://profile/settings: the other tab, two screens deep") {
            steps = try flow.open("horizon://profile/settings").steps
        }
        try flow.expectEqual(flow.selectedTab, 1, "the Profile tab is selected")
        try flow.expectEqual(
            flow.stackNames("ProfileStack"), ["Profile", "Settings"], "its stack is built, created now")
        try flow.expectEqual(flow.stackNames("HomeStack"), ["Home", "ShowPage"], "the Home tab keeps its stack")
        try await flow.step("open horizon://profile: up the Profile stack") {
            steps = try flow.open("horizon://profile").steps
        }
        try flow.expectEqual(steps, [.pop(["Settings"], stack: "ProfileStack")], "only Settings is popped")
        let page = try flow.require(flow.stack("HomeStack").last, "the show page in the Home tab")
        try await flow.step("open horizon://shows/7: back to the Home tab, another show") {
            steps = try flow.open("horizon://shows/7").steps
        }
        try flow.expectEqual(
            steps,
            [
                .selectTab(0, name: "HomeStack", tabs: "Tabs"),
                .setParameters("ShowPage", route: #"show {"showId":7}"#),
            ], "the tab is selected and the show page, which sets its parameters, shows show 7")
        try flow.expect(flow.stack("HomeStack").last === page, "the show page is the same instance")
        try flow.expect(flow.stack("HomeStack").first === home, "Home is the same instance throughout")
        try flow.expectEqual(flow.lifecycle(of: home).filter { $0 == .didLoad }.count, 1, "Home was loaded once")
        try flow.expectEqual(try flow.read("status"), "Show #7", "show 7 is on top")
    }

    static let modals = Flow(
        "monarch.modals", "A modal with its own stack, opened, deepened, replaced and closed by links",
        source: "MonarchRouter README › RoutePresenter (modals with their own hierarchy)"
    ) { flow in
        try await flow.step("open horizon://home") { try flow.open("horizon://home") }
        let home = try flow.top("Home")
        try await flow.step("open horizon://player/7") { try flow.open("horizon://player/7") }
        let modal = try flow.require(home.presentedScreen, "the presented player")
        try flow.expect(
            modal.name == "PlayerStack" && modal.modalStyle == .sheet, "Home presents the player's own stack as a sheet"
        )
        try flow.expectEqual(flow.stackNames("PlayerStack"), ["AudioPlayer"], "the stack's root is the player")
        let player = try flow.top("AudioPlayer")
        try await flow.step("open horizon://player/7/shows/42: the show is pushed inside the modal") {
            try flow.open("horizon://player/7/shows/42")
        }
        try flow.expectEqual(flow.stackNames("PlayerStack"), ["AudioPlayer", "ShowPage"], "the modal's stack grew")
        try flow.expect(
            flow.stack("PlayerStack").first === player && home.presentedScreen === modal,
            "the player and its modal are the same instances")
        var steps: [LinkStep] = []
        try await flow.step("open horizon://player/9: another track replaces the modal's stack") {
            steps = try flow.open("horizon://player/9").steps
        }
        try flow.expectEqual(
            steps, [.setStack(["AudioPlayer"], replacing: ["AudioPlayer", "ShowPage"], stack: "PlayerStack")],
            "the modal stays; its stack is set to the new player")
        try await flow.step("open horizon://home: the modal is dismissed") {
            steps = try flow.open("horizon://home").steps
        }
        try flow.expectEqual(steps, [.dismiss(["PlayerStack"])], "one dismissal, nothing else")
        try flow.expect(home.presentedScreen == nil && flow.app.window.topScreen === home, "Home is on top again")
    }

    static let switcher = Flow(
        "monarch.switcher",
        "Sections: the guard shows Login and continues after sign-in; sign-out switches to the signed-out section",
        source: "MonarchRouter README › RoutePresenterSwitcher; 2. Create your app's Coordinator (login section)"
    ) { flow in
        try await flow.step("signed out, open horizon://home, then tap the Profile tab (never shown yet)") {
            try flow.open("horizon://home")
            try flow.app.window.perform(.tabTap(1))
        }
        try flow.expect(
            flow.app.window.root?.name == "Login", "the guard switched to the signed-out section: Login")
        try flow.expectEqual(flow.app.links.pendingLink, "profile", "the tab's first screen waits for sign-in")
        try await flow.step("sign in on Login") {
            try await flow.submitLogin("ada", "analytical")
        }
        try flow.expect(
            flow.selectedTab == 1 && flow.stackNames("ProfileStack") == ["Profile"],
            "the app continued to the Profile tab")
        try await flow.step("open horizon://profile/settings, then tap Sign out in Settings") {
            try flow.open("horizon://profile/settings")
            try flow.tap("sign-out")
        }
        try flow.expect(flow.app.window.root?.name == "Login", "sign-out switched to the signed-out section")
        try flow.expect(!flow.app.isSignedIn, "nobody is signed in")
        var dispatch: LinkDispatch?
        try await flow.step("still signed out, open horizon://profile/settings") {
            dispatch = try flow.open("horizon://profile/settings")
        }
        try flow.expectEqual(dispatch?.redirect?.guardName, "signed-in", "the signed-in guard refused it")
        try flow.expect(
            dispatch?.steps == [] && flow.app.window.root?.name == "Login",
            "Login is already shown: nothing changes")
        try await flow.step("sign in again: the held link opens") {
            try await flow.submitLogin("ada", "analytical")
        }
        try flow.expectEqual(
            flow.stackNames("ProfileStack"), ["Profile", "Settings"], "Settings is open, as the link asked")
        try flow.expect(flow.app.links.pendingLink == nil, "no link is waiting any more")
    }

    static let parameters = Flow(
        "monarch.parameters",
        "Path, query and fragment values reach the screen; invalid ones are refused and nothing changes",
        source: "MonarchRouter README › 1. Define your App's Routes; 1.1 RoutingRequests (query items, fragment)"
    ) { flow in
        try await flow.step("open horizon://shows/42?season=2#cast") {
            try flow.open("horizon://shows/42?season=2#cast")
        }
        try flow.expectEqual(
            [try flow.read("status"), try flow.read("season"), try flow.read("section")],
            ["Show #42", "Season 2", "At #cast"],
            "the path gave the show, the query the season, the fragment the section")
        var steps: [LinkStep] = []
        try await flow.step("open the old website's https://horizon.example/en/shows/7/seven-seas (:_ then ...)") {
            steps = try flow.open("https://horizon.example/en/shows/7/seven-seas").steps
        }
        try flow.expect(
            try flow.read("status") == "Show #7" && steps.count == 2,
            ":_ took the locale, ... the slug: show 7 replaced show 42")
        try await flow.step("signed in, open https://horizon.example/profile/settings?refresh=true") {
            try await flow.signIn()
            try flow.open("https://horizon.example/profile/settings?refresh=true")
        }
        try flow.expect(flow.shows("preference-quality"), "refresh=true reached Settings, and it refreshed")
        try await flow.step("open horizon://profile/settings: without the query, refresh is false") {
            try flow.open("horizon://profile/settings")
        }
        try flow.expect(flow.shows("not-refreshed"), "the optional refresh took its default: Settings did not refresh")
        try await flow.step("open horizon://profile/settings?refresh: a query item without a value is absent") {
            try flow.open("horizon://profile/settings?refresh")
        }
        try flow.expect(
            flow.shows("not-refreshed"),
            "?refresh named no value: the parameter was absent and took its default, not refused as invalid")
        let before = flow.app.router.navigationState
        let bad: [(link: String, failure: LinkFailure)] = [
            ("horizon://shows/0", .invalidParameter(name: "showId", value: "0", expected: "a positive whole number")),
            (
                "horizon://shows/abc",
                .invalidParameter(name: "showId", value: "abc", expected: "a positive whole number")
            ),
            (
                "horizon://shows/99999999999999999999",
                .invalidParameter(name: "showId", value: "99999999999999999999", expected: "a valid Int")
            ),
            (
                "horizon://profile/settings?refresh=maybe",
                .invalidParameter(name: "refresh", value: "maybe", expected: "a valid Bool")
            ),
            ("horizon://shows/%4x", .malformedPercentEncoding("%4x")),
            ("horizon://nowhere", .noMatchingRoute(path: "nowhere")),
            ("mailto://shows/42", .unknownScheme("mailto", handled: ["horizon://", "https://horizon.example/"])),
            ("", .empty),
        ]
        var errors: [LinkError?] = []
        try await flow.step(
            "open invalid links: a zero or non-numeric id, an overflow, a bad Bool, bad encoding, no route, bad scheme, empty"
        ) {
            errors = bad.map { flow.refused($0.link) }
        }
        try flow.expectEqual(
            errors, bad.map { LinkError.badLink($0.link, $0.failure) }, "each is a typed error naming its reason")
        try flow.expectEqual(flow.app.router.navigationState, before, "the hierarchy is untouched")
    }

    static let requests = Flow(
        "monarch.requests", "Typed link requests: each case of HorizonLink produces its link, checked by the compiler",
        source: "MonarchRouter README › 1.1. Optionally define a set of RoutingRequests; 1.2. Dispatch"
    ) { flow in
        try await flow.step("signed in, open HorizonLink.show(42, season: 2, section: \"cast\")") {
            try await flow.signIn()
            try flow.open(HorizonLink.show(42, season: 2, section: "cast"))
        }
        try flow.expectEqual(
            [try flow.read("status"), try flow.read("season"), try flow.read("section")],
            ["Show #42", "Season 2", "At #cast"],
            "the request's values reach the show page through shows/42?season=2#cast")
        try await flow.step("open HorizonLink.settings(refresh: true), then HorizonLink.playerShow(track: 7, show: 42)")
        {
            try flow.open(HorizonLink.settings(refresh: true))
            await flow.app.settle()
            try flow.expect(flow.shows("preference-quality"), "Settings got refresh=true and refreshed")
            try flow.open(HorizonLink.playerShow(track: 7, show: 42))
        }
        try flow.expectEqual(
            flow.stackNames("PlayerStack"), ["AudioPlayer", "ShowPage"], "the player sheet holds the show page")
        let section = "cast & crew/2#?%"
        try await flow.step("open HorizonLink.show(42, section: \"\(section)\"): every value is percent-encoded") {
            try flow.open(HorizonLink.show(42, section: section))
        }
        try flow.expectEqual(
            try flow.read("section"), "At #" + section,
            "the section arrives whole: its /, #, ? and % did not break the link")
        let before = flow.app.router.navigationState
        var refused: LinkError?
        try await flow.step("open HorizonLink.show(0): the compiler checks the shape, the tree checks the value") {
            do { try flow.open(HorizonLink.show(0)) } catch let error as LinkError { refused = error }
        }
        try flow.expectEqual(
            refused,
            .badLink("shows/0", .invalidParameter(name: "showId", value: "0", expected: "a positive whole number")),
            "a zero is the typed error with the matching rule's words")
        try flow.expectEqual(flow.app.router.navigationState, before, "the hierarchy is untouched")
    }

    static let presenters = Flow(
        "monarch.presenters", "Presenter callbacks: the show page sets new parameters in place; the player unwinds",
        source: "MonarchRouter README › 3. Create Presenters (setParameters, unwind)"
    ) { flow in
        try await flow.step("signed in, open HorizonLink.show(42)") {
            try await flow.signIn()
            try flow.open(HorizonLink.show(42))
        }
        let page = try flow.top("ShowPage")
        var steps: [LinkStep] = []
        try await flow.step("open HorizonLink.show(42, section: \"cast\"): the same page scrolls") {
            steps = try flow.open(HorizonLink.show(42, section: "cast")).steps
        }
        try flow.expectEqual(
            steps, [.setParameters("ShowPage", route: #"show {"section":"cast","showId":42}"#)],
            "the only step sets the page's parameters")
        try flow.expect(
            try flow.top("ShowPage") === page && flow.read("section") == "At #cast",
            "the same page instance shows the cast section")
        try await flow.step("open HorizonLink.show(7): another show loads in the same page") {
            steps = try flow.open(HorizonLink.show(7)).steps
        }
        try flow.expect(
            try flow.top("ShowPage") === page && flow.read("status") == "Show #7" && !flow.shows("section"),
            "the page now shows show 7, from the top",
            got: page.content.elements.map(\.displayedValue).joined(separator: ", "))
        try flow.expectEqual(
            flow.app.router.navigationState.routeIdentifiers, ["home", "show"],
            "the navigation state follows the new route")
        try await flow.step("open the same link again") { steps = try flow.open(HorizonLink.show(7)).steps }
        try flow.expect(steps.isEmpty, "the same values set nothing")
        try await flow.step("open HorizonLink.player(track: 420) and tap Play") {
            try flow.open(HorizonLink.player(track: 420))
            try flow.tap("play")
        }
        var player = try flow.top("AudioPlayer")
        try flow.expectEqual(try flow.read("state"), "playing", "the player plays")
        try await flow.step("open HorizonLink.home: the player's sheet is unwound") {
            try flow.open(HorizonLink.home)
        }
        try flow.expectEqual(flow.value("state", on: player), "paused", "the player's unwind callback paused it")
        try await flow.step("open the player again, tap Play, then the user swipes the sheet down") {
            try flow.open(HorizonLink.player(track: 420))
            player = try flow.top("AudioPlayer")
            try flow.tap("play")
            try flow.app.window.perform(.swipeDown)
        }
        try flow.expectEqual(
            flow.value("state", on: player), "paused", "unwind runs when the user removes the screen too")
    }

    static let unwind = Flow(
        "monarch.unwind", "A jump across tabs and out of a modal: unwinding top first, then building",
        source: "MonarchRouter README › Basic flow (unused nodes are unwound); RouterReducer"
    ) { flow in
        try await flow.step("signed in, open horizon://shows/42") {
            try await flow.signIn()
            try flow.open("horizon://shows/42")
        }
        try await flow.step("tap Play on the show page: the player is presented as a sheet (the typed-routes face)") {
            try flow.tap("play")
        }
        try flow.expectEqual(flow.app.window.topScreen?.name, "AudioPlayer", "the player is on top")
        var steps: [LinkStep] = []
        try await flow.step("open horizon://profile/settings") {
            steps = try flow.open("horizon://profile/settings").steps
        }
        try flow.expectEqual(
            steps,
            [
                .dismiss(["AudioPlayer"]), .selectTab(1, name: "ProfileStack", tabs: "Tabs"),
                .setStack(["Profile", "Settings"], replacing: [], stack: "ProfileStack"),
            ],
            "the sheet is dismissed first, then the tab selected, then its stack built")
        try flow.expectEqual(flow.stackNames("HomeStack"), ["Home", "ShowPage"], "the other tab keeps its stack")
        try await flow.step("open horizon://home") { steps = try flow.open("horizon://home").steps }
        try flow.expectEqual(
            steps, [.pop(["ShowPage"], stack: "HomeStack"), .selectTab(0, name: "HomeStack", tabs: "Tabs")],
            "the show is popped, then the tab selected")
        try flow.expectEqual(
            flow.stackNames("ProfileStack"), ["Profile", "Settings"], "the Profile tab keeps its stack")
    }

    static let junctionsOnly = Flow(
        "monarch.junctions-only", "Switch tab by its root link and keep the tab's stack (.junctionsOnly)",
        source: "MonarchRouter README › RoutePresenterFork (.junctionsOnly)"
    ) { flow in
        try await flow.step("signed in, open horizon://shows/42, then horizon://profile") {
            try await flow.signIn()
            try flow.open("horizon://shows/42")
            try flow.open("horizon://profile")
        }
        var steps: [LinkStep] = []
        try await flow.step("open horizon://home with .junctionsOnly, as a tab bar would") {
            steps = try flow.open("horizon://home", options: .junctionsOnly).steps
        }
        try flow.expectEqual(steps, [.selectTab(0, name: "HomeStack", tabs: "Tabs")], "only the tab changes")
        try flow.expectEqual(
            flow.stackNames("HomeStack"), ["Home", "ShowPage"], "the tab keeps its stack: the show is still there")
        try await flow.step("open horizon://profile, then horizon://home without the option") {
            try flow.open("horizon://profile")
            steps = try flow.open("horizon://home").steps
        }
        try flow.expectEqual(
            flow.stackNames("HomeStack"), ["Home"], "without it, the stack is unwound to the link's target")
        try flow.expectEqual(steps.first, .pop(["ShowPage"], stack: "HomeStack"), "the show was popped")
    }
}
