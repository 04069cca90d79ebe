import AudioPlayerInterface
import Foundation
import HomeInterface
import HorizonAppInterface
import RouterInspection
import RouterInterface
import RouterLinksInspection
import RouterLinksInterface
import ShowPageInterface
import UIToolkitInterface

/// What goes beyond the seeds: the navigation state saved, restored and kept true.
enum BeyondTheSeedsFlows {
    static let all: [Flow] = [stateRestoration, gestureSync, hostileLinks]

    static let stateRestoration = Flow(
        "horizon.state-restoration", "Save the navigation state as JSON, relaunch from it, get the same hierarchy",
        source: "MonarchRouter README › UI is a representation of State (restoration, which it did not build)"
    ) { flow in
        try await flow.step(
            "signed in: Settings in the Profile tab, then a show inside the player's sheet in the Home tab"
        ) {
            try await flow.signIn()
            try flow.open("horizon://profile/settings?refresh=true")
            try flow.open("horizon://player/7/shows/42#cast")
        }
        let saved = flow.app.router.navigationState
        var json = Data()
        try await flow.step("save the navigation state") {
            json = try saved.json()
            flow.note("\(json.count) bytes of JSON, routes \(saved.routeIdentifiers.joined(separator: ", "))")
        }
        try flow.expectEqual(
            saved.routeIdentifiers, ["home", "player", "show", "profile", "settings"], "it names every screen's route")
        try await flow.step("relaunch signed out and restore: the guard refuses the signed-in screens") {
            try flow.relaunch()
            let state = try NavigationState(json: json)
            do {
                try flow.app.links.restore(state)
                flow.note("restored")
            } catch {
                flow.note("\(error)")
            }
        }
        try flow.expect(flow.app.window.root == nil, "nothing was restored: the window is still empty")
        try await flow.step("sign in (the keychain's session) and restore again") {
            try await flow.signIn()
            try flow.app.links.restore(try NavigationState(json: json))
        }
        try flow.expectEqual(flow.app.router.navigationState, saved, "the same hierarchy, routes and parameters")
        try flow.expectEqual(
            try flow.read("section"), "At #cast",
            "the page shows the section the fragment named: it survived the round trip")
        var steps: [LinkStep] = []
        try await flow.step("open horizon://home: the link diffs against the restored hierarchy") {
            steps = try flow.open("horizon://home").steps
        }
        try flow.expectEqual(steps, [.dismiss(["PlayerStack"])], "only the sheet is dismissed")
    }

    static let gestureSync = Flow(
        "horizon.gesture-sync", "User gestures keep the state true; the next link diffs against the real hierarchy",
        source: "MonarchRouter README › UI can generate actions to update the nodes stack in the State"
    ) { flow in
        let router = flow.app.router
        try await flow.step("signed in, open horizon://shows/42, then the user taps back") {
            try await flow.signIn()
            try flow.open("horizon://shows/42")
            try flow.app.window.perform(.back)
        }
        try flow.expectEqual(
            router.navigationState.routeIdentifiers, ["home"], "the state lost the show with the back tap")
        var steps: [LinkStep] = []
        try await flow.step("open horizon://shows/42 again") { steps = try flow.open("horizon://shows/42").steps }
        try flow.expectEqual(
            steps, [.push("ShowPage", stack: "HomeStack")], "the show is pushed again: the diff saw it gone")
        try await flow.step("the user swipes back, then taps the Profile tab, never shown before") {
            try flow.app.window.perform(.swipeBack)
            try flow.app.window.perform(.tabTap(1))
        }
        try flow.expect(
            flow.selectedTab == 1 && flow.stackNames("ProfileStack") == ["Profile"],
            "the tab was filled with its first screen when first shown")
        try await flow.step("open horizon://profile/settings") {
            steps = try flow.open("horizon://profile/settings").steps
        }
        try flow.expectEqual(
            steps, [.push("Settings", stack: "ProfileStack")], "only Settings is pushed: the tab tap is in the state")
        try await flow.step("open horizon://player/7, then the user swipes the sheet down") {
            try flow.open("horizon://player/7")
            try flow.app.window.perform(.swipeDown)
        }
        try flow.expectEqual(
            router.navigationState.routeIdentifiers, ["home", "profile", "settings"], "the state lost the sheet")
        try await flow.step("open horizon://home") { steps = try flow.open("horizon://home").steps }
        try flow.expectEqual(steps, [], "nothing to dismiss: the user already did")
        let state = router.navigationState
        try await flow.step("save and restore the state the gestures left") { try flow.app.links.restore(state) }
        try flow.expectEqual(router.navigationState, state, "it restores to the same hierarchy")
    }

    static let hostileLinks = Flow(
        "horizon.hostile-links",
        "Links from outside open only declared routes, pass their guards, and hostile ones change nothing",
        source: "MonarchRouter README › deep links, hardened for links from the outside world"
    ) { flow in
        let router = flow.app.router
        try await flow.step("signed out, open horizon://shows/42") { try flow.open("horizon://shows/42") }
        let before = router.navigationState
        let attacks: [(link: String, attack: String, refusal: (LinkFailure) -> Bool)] = [
            ("javascript://shows/42", "an unknown scheme", { if case .unknownScheme = $0 { true } else { false } }),
            (
                "https://horizon.example.evil.test/shows/42", "a host that only starts like ours",
                { if case .unknownHost = $0 { true } else { false } }
            ),
            ("horizon://shows/42/../../profile", "a dot segment", { $0 == .dotSegment }),
            ("horizon://shows/%2E%2E/profile", "a percent-encoded dot segment", { $0 == .dotSegment }),
            (
                "horizon://shows/42%2F..%2Fprofile", "encoded slashes, which stay inside the component",
                { if case .invalidParameter = $0 { true } else { false } }
            ),
            (
                "horizon://shows/%2534%2532", "double percent-encoding, decoded once",
                { if case .invalidParameter = $0 { true } else { false } }
            ),
            (
                "horizon://shows/" + String(repeating: "4", count: 5_000), "an enormous link",
                { if case .tooLong = $0 { true } else { false } }
            ),
            ("horizon://shows/42%0Ahorizon://profile", "an encoded newline", { $0 == .controlCharacter }),
            (
                "horizon://\u{0455}hows/42", "a look-alike of 'shows' (Cyrillic ѕ)",
                { if case .noMatchingRoute = $0 { true } else { false } }
            ),
            (
                "horizon://login", "a route not declared openable from outside",
                { if case .notOpenableFromOutside = $0 { true } else { false } }
            ),
        ]
        for (link, attack, refusal) in attacks {
            var error: LinkError?
            try await flow.step("open \(attack)") { error = flow.refused(link) }
            guard case .badLink(_, let failure)? = error else {
                throw FlowFailure(
                    description:
                        "\(link.prefix(60)) was not refused as a bad link: \(error.map { "\($0)" } ?? "it opened")")
            }
            try flow.expect(
                refusal(failure) && router.navigationState == before, "refused (\(failure)), the hierarchy unchanged")
        }
        var dispatch: LinkDispatch?
        try await flow.step("open horizon://profile/settings while signed out") {
            dispatch = try flow.open("horizon://profile/settings")
        }
        try flow.expect(
            dispatch?.redirect != nil && router.navigationState.routeIdentifiers == ["login"],
            "the guard redirected to Login: no link reaches Profile or Settings signed out",
            got: router.navigationState.routeIdentifiers.joined(separator: ", "))
    }
}
