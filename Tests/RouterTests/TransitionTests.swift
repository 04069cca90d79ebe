import HeadlessUI
import InjectionInterface
import NavigationInterface
import Router
import RouterInspection
import RouterInterface
import Testing
import UIToolkitInterface

/// A route whose screen navigates on its own: once it appeared, or while it is being built.
struct HopRoute: Route {
    static let identifier = "hop"
    /// Whether the feature navigates from `build` rather than from the screen's `didAppear`.
    var duringBuild = false
}

/// A screen that opens Alpha as soon as it appeared, as a UIKit screen may from `viewDidAppear`.
final class HoppingScreen: Screen {
    private let router: any Routing
    /// What its navigation's completion received.
    private(set) var results: [Result<any NavigationHandle, RouterError>] = []

    init(router: any Routing) {
        self.router = router
        super.init(name: "Hop")
    }

    override func screenDidAppear() {
        guard results.isEmpty else { return }
        router.navigate(to: AlphaRoute(), from: self, presentation: .push, animated: false) { [weak self] result in
            self?.results.append(result)
        }
    }
}

struct HopFeature: Feature {
    @Resolved var router: any Routing
    /// What the navigation started from `build` received.
    @MainActor static var buildResults: [Result<any NavigationHandle, RouterError>] = []

    func build(from route: HopRoute) throws -> Screen {
        guard route.duringBuild else { return HoppingScreen(router: router) }
        let screen = Screen(name: "Hop")
        router.navigate(to: AlphaRoute(), from: screen, presentation: .push, animated: false) {
            Self.buildResults.append($0)
        }
        return screen
    }
}

struct HopHandler: RouteHandler {
    var bindings: [RouteBinding] { [RouteBinding(HopRoute.self, to: HopFeature.self)] }
}

/// Records when the engine tells it of a change, and whether a transition was running then.
@MainActor
final class ListeningFace: RouterFace {
    weak var router: RouterEngine?
    private(set) var heard: [(action: HierarchyChange.Action, during: String?)] = []

    func hierarchyDidChange(_ change: HierarchyChange) {
        heard.append((change.action, router?.activeTransition))
    }
}

@MainActor
@Suite("One transition at a time")
struct TransitionTests {
    @Test("a screen that navigates once it appeared goes there after its own transition ends")
    func navigateAfterAppearing() throws {
        let fixture = try RouterFixture()
        try fixture.router.register(HopHandler())
        var log: [String] = []
        fixture.router.observe { log.append($0.description) }
        let hop = try #require(try fixture.navigate(HopRoute()).get().destination as? HoppingScreen)
        #expect(fixture.stack.screens.map(\.name) == ["Home", "Hop", "Alpha"])
        #expect(hop.results.count == 1 && hop.results.first?.value != nil)
        #expect(
            log == [
                "will perform Hop ‹hop› by push (Home)", "did perform Hop ‹hop› by push (Home)",
                "will perform Alpha ‹alpha› by push without animation (Hop)",
                "did perform Alpha ‹alpha› by push without animation (Hop)",
            ], "Alpha starts after Hop's transition ended")
    }

    @Test("a feature that navigates while its screen is being built is refused; only its own screen is shown")
    func navigateWhileBuilding() throws {
        let fixture = try RouterFixture()
        try fixture.router.register(HopHandler())
        HopFeature.buildResults = []
        _ = try fixture.navigate(HopRoute(duringBuild: true)).get()
        #expect(fixture.stack.screens.map(\.name) == ["Home", "Hop"])
        #expect(
            HopFeature.buildResults.map(\.error) == [.transitionInProgress(inProgress: "hop", attempted: "alpha")])
    }

    @Test("a face hears each change the engine made once, after the transition; the user's at once")
    func facesHearOnce() throws {
        let fixture = try RouterFixture()
        let face = ListeningFace()
        face.router = fixture.router
        try fixture.router.installFace(face, named: "Listening")
        let alpha = try fixture.navigate(AlphaRoute()).get()
        try (alpha as! PresentedRoute).remove()
        _ = try fixture.navigate(BetaRoute(id: 1)).get()
        try fixture.window.perform(.back)
        #expect(face.heard.map(\.action) == [.push, .pop, .push, .pop])
        #expect(face.heard.allSatisfy { $0.during == nil }, "no face runs in the middle of the engine's transition")
    }
}
