import AudioPlayer
import Foundation
import HeadlessUI
import Home
import Router
import RouterInterface
import ShowPage

/// What goes beyond the seeds: the navigation state saved, restored and kept true.
enum HorizonFlows {
    static let all: [Flow] = [stateRestoration, gestureSync]

    static let stateRestoration = Flow(
        "horizon.state-restoration", "Save the navigation state as JSON, relaunch from it, get the same hierarchy",
        source: "MonarchRouter README › UI is a representation of State (restoration, which it did not build)"
    ) { flow in
        try await flow.step("signed in: Settings in the Profile tab, then a show inside the player's sheet in the Home tab") {
            try await flow.signIn()
            try flow.open("horizon://profile/settings?refresh=true")
            try flow.open("horizon://player/7/shows/42#cast")
        }
        let saved = flow.app.router.navigationState
        var json = Data()
        try await flow.step("save the navigation state") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            json = try encoder.encode(saved)
            flow.note("\(json.count) bytes of JSON, routes \(saved.routeIdentifiers.joined(separator: ", "))")
        }
        try flow.expectEqual(saved.routeIdentifiers, ["home", "player", "show", "profile", "settings"], "it names every screen's route")
        try await flow.step("relaunch signed out and restore: the guard refuses the signed-in screens") {
            try flow.relaunch()
            let state = try JSONDecoder().decode(NavigationState.self, from: json)
            do {
                try flow.app.router.restore(state)
                flow.note("restored")
            } catch {
                flow.note("\(error)")
            }
        }
        try flow.expect(flow.app.window.root == nil, "nothing was restored: the window is still empty")
        try await flow.step("sign in (the keychain's session) and restore again") {
            try await flow.signIn()
            try flow.app.router.restore(try JSONDecoder().decode(NavigationState.self, from: json))
        }
        try flow.expectEqual(flow.app.router.navigationState, saved, "the same hierarchy, routes and parameters")
        try flow.expectEqual(try flow.top(ShowPageScreen.self).section, "cast", "the fragment survived the round trip")
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
        try flow.expectEqual(router.navigationState.routeIdentifiers, ["home"], "the state lost the show with the back tap")
        var steps: [LinkStep] = []
        try await flow.step("open horizon://shows/42 again") { steps = try flow.open("horizon://shows/42").steps }
        try flow.expectEqual(steps, [.push("ShowPage", stack: "HomeStack")], "the show is pushed again: the diff saw it gone")
        try await flow.step("the user swipes back, then taps the Profile tab, never shown before") {
            try flow.app.window.perform(.swipeBack)
            try flow.app.window.perform(.tabTap(1))
        }
        try flow.expect(flow.selectedTab == 1 && flow.stackNames("ProfileStack") == ["Profile"],
                        "the tab was filled with its first screen when first shown")
        try await flow.step("open horizon://profile/settings") { steps = try flow.open("horizon://profile/settings").steps }
        try flow.expectEqual(steps, [.push("Settings", stack: "ProfileStack")], "only Settings is pushed: the tab tap is in the state")
        try await flow.step("open horizon://player/7, then the user swipes the sheet down") {
            try flow.open("horizon://player/7")
            try flow.app.window.perform(.swipeDown)
        }
        try flow.expectEqual(router.navigationState.routeIdentifiers, ["home", "profile", "settings"], "the state lost the sheet")
        try await flow.step("open horizon://home") { steps = try flow.open("horizon://home").steps }
        try flow.expectEqual(steps, [], "nothing to dismiss: the user already did")
        let state = router.navigationState
        try await flow.step("save and restore the state the gestures left") { try router.restore(state) }
        try flow.expectEqual(router.navigationState, state, "it restores to the same hierarchy")
    }
}
