import HeadlessUI
import HierarchyDriving
import NavigationInterface
import RouterInspection
import RouterInterface
import RouterLinksInterface
import Testing
import UIToolkitInterface

@testable import Router
@testable import RouterLinks

/// MonarchRouter's presenter callbacks (`setParameters`, `unwind`) and empty patterns.
@MainActor
@Suite("Link presenters and empty patterns")
final class LinkPresenterTests {
    let fixture: RouterFixture
    var router: RouterEngine { fixture.router }
    var links: LinksFace { fixture.links }
    var window: any UIToolkit { fixture.window }
    /// The ids `settingParameters` received, and the screens `onUnwind` received with whether
    /// they were still in the window then.
    var updates: [Int] = []
    var unwound: [(name: String, inWindow: Bool)] = []

    init() throws {
        fixture = try RouterFixture()
        try router.register(CountedRouteHandler())
        try links.declareLinks(tree(), origins: LinkOrigins(schemes: ["test"], hosts: []))
    }

    /// Tab A: Alpha, with an empty pattern, pushes Beta (which sets its parameters and
    /// unwinds) or Counted; tab B: Counted.
    func tree() -> LinkNode {
        let beta = LinkNode.endpoint(BetaRoute.self, "beta/:id")
            .settingParameters { [unowned self] (route: BetaRoute, _) in updates.append(route.id) }
            .onUnwind { [unowned self] screen in unwound.append((screen.name, screen.window != nil)) }
        return .tabs(
            "T",
            [
                .stack(
                    "A",
                    [
                        .endpoint(
                            AlphaRoute.self, "",
                            children: [beta, .endpoint(CountedRoute.self, "a/counted", defaults: ["n": "1"])])
                    ]),
                .stack("B", [.endpoint(CountedRoute.self, "counted", defaults: ["n": "2"])]),
            ])
    }

    func names(_ stack: Int) -> [String] {
        ((window.root as? TabContainer)?.tabs[stack] as? StackContainer)?.screens.map(\.name) ?? []
    }

    @Test("an empty pattern matches no link, and its endpoint is still reached as an ancestor and a tab's first screen")
    func emptyPattern() throws {
        #expect(throws: LinkError.badLink("/", .noMatchingRoute(path: ""))) { try links.open(link: "/") }
        #expect(throws: LinkError.badLink("test://", .noMatchingRoute(path: ""))) {
            try links.open(link: "test://")
        }
        try links.open(link: "counted")
        #expect(names(0).isEmpty && names(1) == ["Counted"])
        try window.perform(.tabTap(0))
        #expect(names(0) == ["Alpha"], "the tab's first screen has the empty pattern")
        try links.open(link: "beta/1")
        #expect(names(0) == ["Alpha", "Beta"], "the empty-pattern endpoint is the ancestor")
    }

    @Test("two empty patterns are not a conflict: neither matches a link")
    func twoEmptyPatterns() throws {
        try links.declareLinks(
            .stack("S", [.endpoint(AlphaRoute.self, "", children: [.endpoint(GammaRoute.self, "")])]),
            origins: LinkOrigins(schemes: [], hosts: []))
    }

    @Test("settingParameters keeps the screen and gives it the new route; equal values set nothing")
    func setParameters() throws {
        try links.open(link: "beta/1")
        let screen = try #require(window.topScreen)
        #expect(try links.open(link: "beta/2").steps == [.setParameters("Beta", route: #"beta {"id":2}"#)])
        #expect(window.topScreen === screen && screen.openedRoute as? BetaRoute == BetaRoute(id: 2))
        #expect(try links.open(link: "beta/2").steps.isEmpty)
        #expect(updates == [2] && unwound.isEmpty)
        #expect(router.navigationState.routeIdentifiers == ["alpha", "beta"])
    }

    @Test("unwind runs once per screen when a link, the user or a new root removes it, and not while it stays")
    func unwind() throws {
        try links.open(link: "beta/1")
        try links.open(link: "counted")
        #expect(unwound.isEmpty, "Beta stays in the other tab")
        try window.perform(.tabTap(0))
        try window.perform(.back)
        #expect(unwound.map(\.name) == ["Beta"] && unwound.allSatisfy { !$0.inWindow }, "the user went back")
        try links.open(link: "beta/3")
        try links.open(link: "a/counted")
        #expect(unwound.map(\.name) == ["Beta", "Beta"], "the link popped it")
        try links.open(link: "beta/4")
        try window.setRoot(nil)
        #expect(unwound.count == 3, "a new root removed the whole hierarchy under it")
    }

    @Test("settingParameters for another route type is refused when the tree is declared")
    func wrongRouteType() {
        let node = LinkNode.endpoint(BetaRoute.self, "beta/:id").settingParameters { (_: GammaRoute, _) in }
        #expect(
            throws: LinkError.invalidLinkTree(
                "settingParameters of 'beta/:id' takes GammaRoute, but the endpoint opens 'beta': take its route type")
        ) {
            try links.declareLinks(.stack("S", [node]), origins: LinkOrigins(schemes: [], hosts: []))
        }
    }

    @Test("presenter callbacks on a container are refused when the tree is declared")
    func container() {
        let stack = LinkNode.stack("S", [.endpoint(AlphaRoute.self, "alpha")]).onUnwind { _ in }
        #expect(
            throws: LinkError.invalidLinkTree(
                "only endpoints have presenter callbacks, and 'S' is a stack: give them to its endpoints")
        ) {
            try links.declareLinks(stack, origins: LinkOrigins(schemes: [], hosts: []))
        }
    }
}
