import HeadlessUI
import HierarchyDriving
import HierarchyInspection
import Injection
import NavigationInterface
import RouterInspection
import RouterInterface
import RouterLinksInterface
import Testing
import UIToolkitInterface

@testable import Router
@testable import RouterLinks

/// Opens or closes the test tree's guard.
@MainActor
final class Gate {
    var isOpen = false
}

@MainActor
@Suite("Link tree and dispatch")
struct LinkDispatchTests {
    let fixture: RouterFixture
    let gate = Gate()
    var router: RouterEngine { fixture.router }
    var links: LinksFace { fixture.links }

    init() throws {
        fixture = try RouterFixture()
        try fixture.window.setRoot(nil)
        try links.declareLinks(Self.tree(gate: gate), origins: LinkOrigins(schemes: ["test"], hosts: ["test.example"]))
    }

    static func tree(gate: Gate) -> LinkNode {
        .switcher([
            .endpoint(AlphaRoute.self, "start"),
            .tabs(
                "Tabs",
                [
                    .stack(
                        "One",
                        [
                            .endpoint(
                                AlphaRoute.self, "alpha",
                                children: [
                                    .endpoint(
                                        BetaRoute.self, "beta/:id", validating: ["id": "[0-9]+"],
                                        children: [
                                            .endpoint(AlphaRoute.self, "beta/:id/alpha")
                                        ]
                                    ).openableFromOutside(),
                                    .endpoint(BrokenRoute.self, "broken"),
                                ],
                                modals: [
                                    .stack("Sheet", [.endpoint(BetaRoute.self, "sheet/:id")]).presented(.sheet)
                                ])
                        ]),
                    .stack("Two", [.endpoint(BetaRoute.self, "two/:id"), .endpoint(AlphaRoute.self, "two")]).guarded(
                        by: LinkGuard("open", redirect: "start") { gate.isOpen }),
                ]),
        ])
    }

    func names(_ stack: String) -> [String] {
        ((window.root?.subtree ?? []).first { $0.name == stack } as? StackContainer)?.screens.map(\.name) ?? []
    }

    var window: any UIToolkit { fixture.window }

    @Test("a feature reaches the links face as `any LinkOpening` from the container, as @Resolved resolves it")
    func linkOpeningFromTheContainer() throws {
        let opening = try router.container.resolve((any LinkOpening).self)
        let dispatch = try opening.open(link: "test://beta/7")
        #expect(dispatch.route == "beta" && names("One") == ["Alpha", "Beta"])
        #expect(throws: LinkError.self) { try opening.open(link: "test://nowhere") }
    }

    @Test("a cold link builds section, tab, stack and screen; other tabs stay empty until shown")
    func cold() throws {
        let dispatch = try links.open(link: "test://beta/7")
        #expect(dispatch.steps == [.setRoot("Tabs", replacing: nil)] && dispatch.route == "beta")
        #expect(names("One") == ["Alpha", "Beta"] && names("Two") == [])
        #expect(window.topScreen?.content.title == "id 7")
    }

    @Test("unchanged screens are kept, the same instances, loaded once; ancestors keep their own parameters")
    func minimalDiff() throws {
        let lifecycle = LifecycleLog(watching: window)
        try links.open(link: "alpha")
        let alpha = try #require(window.topScreen)
        #expect(try links.open(link: "beta/1").steps == [.push("Beta", stack: "One")])
        let beta = try #require(window.topScreen)
        #expect(
            try links.open(link: "beta/1/alpha").steps == [.push("Alpha", stack: "One")],
            "beta/1 is kept as the ancestor")
        #expect(
            try links.open(link: "beta/2/alpha").steps.first == .pop(["Alpha", "Beta"], stack: "One"),
            "an ancestor with another id is replaced, popped top first")
        #expect(names("One") == ["Alpha", "Beta", "Alpha"] && window.topScreen !== beta)
        let kept = try #require((window.root?.subtree ?? []).first { $0.name == "One" } as? StackContainer).screens[0]
        #expect(kept === alpha && lifecycle.events(of: alpha).filter { $0 == .didLoad }.count == 1)
        #expect(
            lifecycle.events(of: alpha).prefix(5) == [.didLoad, .willAppear, .didAppear, .willDisappear, .didDisappear])
    }

    @Test(
        "a failing build, a bad link or an unknown path leaves the hierarchy untouched",
        arguments: [
            ("broken", LinkError.routing(.buildFailed(feature: "BrokenFeature", reason: "the template is missing"))),
            ("beta/x", .badLink("beta/x", .invalidParameter(name: "id", value: "x", expected: "a match for [0-9]+"))),
            ("nope/1", .badLink("nope/1", .noMatchingRoute(path: "nope/1"))),
            (
                "https://evil.example/alpha",
                .badLink("https://evil.example/alpha", .unknownHost("evil.example", handled: ["test.example"]))
            ),
        ])
    func untouched(link: String, expected: LinkError) throws {
        try links.open(link: "sheet/3")
        let before = router.navigationState
        var events: [RouterEvent] = []
        router.observe { events.append($0) }
        #expect(throws: expected) { try links.open(link: link) }
        #expect(router.navigationState == before)
        #expect(
            events == [.failed(RoutingFailure(expected), route: nil)], "observers hear of the failure, and of no change"
        )
    }

    @Test("a guard redirects, holds the link, and resume continues once it passes")
    func guardAndResume() throws {
        let refused = try links.open(link: "two/5")
        #expect(refused.redirect == LinkRedirect(guardName: "open", redirectedTo: "start", pending: "two/5"))
        #expect(window.root?.name == "Alpha" && links.pendingLink == "two/5")
        gate.isOpen = true
        let resumed = try #require(try links.resumePendingLink())
        #expect(resumed.route == "beta" && names("Two") == ["Beta"] && links.pendingLink == nil)
        #expect(try links.resumePendingLink() == nil, "nothing is waiting any more")
    }

    @Test("a tab the user taps before any link is filled with its first parameterless screen, through its guard")
    func tabTap() throws {
        try links.open(link: "alpha")
        try window.perform(.tabTap(1))
        #expect(
            window.root?.name == "Alpha" && links.pendingLink == "two", "the guard refused, and holds the tab's link")
        gate.isOpen = true
        try links.open(link: "alpha")
        try window.perform(.tabTap(1))
        #expect(names("Two") == ["Alpha"], "the tab was filled when first shown")
    }

    @Test("a tab whose first screen fails to build reports the failure to the observers, not nowhere")
    func tabTapFailure() throws {
        let fixture = try RouterFixture()
        try fixture.window.setRoot(nil)
        try fixture.links.declareLinks(
            .tabs(
                "Tabs",
                [
                    .stack("One", [.endpoint(AlphaRoute.self, "alpha")]),
                    .stack("Two", [.endpoint(BrokenRoute.self, "broken")]),
                ]),
            origins: LinkOrigins(schemes: ["test"], hosts: []))
        var failures: [String] = []
        fixture.router.observe { event in
            if case .failed(let error, let route) = event { failures.append("\(route ?? "nil"): \(error)") }
        }
        try fixture.links.open(link: "alpha")
        try fixture.window.perform(.tabTap(1))
        #expect(failures.count == 1 && failures[0].hasPrefix("broken: "), "\(failures)")
        #expect(
            fixture.window.topScreen?.name == nil || fixture.window.topScreen?.name == "Alpha", "nothing was half-built"
        )
    }

    @Test("dispatch emits will and did events for every change")
    func events() throws {
        var events: [String] = []
        router.observe { events.append($0.description) }
        try links.open(link: "sheet/4")
        #expect(
            events == [
                "will perform Tabs by setRoot", "did perform Tabs by setRoot",
                "will perform Sheet by modal(sheet)", "did perform Sheet by modal(sheet)",
            ])
    }

    @Test("restoring a saved state rebuilds the same hierarchy, tabs, stacks and presentations included")
    func restore() throws {
        gate.isOpen = true
        try links.open(link: "two/9")
        try links.open(link: "beta/1")
        try links.open(link: "sheet/3")
        let saved = router.navigationState
        let other = try RouterFixture()
        try other.links.declareLinks(Self.tree(gate: gate), origins: LinkOrigins(schemes: ["test"], hosts: []))
        try other.links.restore(saved)
        #expect(other.router.navigationState == saved)
        gate.isOpen = false
        #expect(throws: LinkError.guardRefused(guard: "open", route: "beta")) { try other.links.restore(saved) }
    }

    @Test(
        "a state that cannot be rebuilt is a typed error and nothing changes",
        arguments: [
            (
                ScreenNode(screen: "Plain"),
                LinkError.unrestorableState("Plain was not built for a route, so it cannot be built again")
            ),
            (ScreenNode(screen: "X", routeIdentifier: "nowhere"), .routing(.unregisteredRoute(identifier: "nowhere"))),
            (
                ScreenNode(screen: "Beta", routeIdentifier: "beta", route: .object(["id": .string("x")])),
                .routing(.undecodableRoute(identifier: "beta", reason: "'id' is not Int"))
            ),
        ])
    func badState(root: ScreenNode, expected: LinkError) throws {
        try links.open(link: "alpha")
        let before = router.navigationState
        var state = before
        state.root = ScreenNode(
            screen: "Tabs", kind: .tabs, selectedTab: 0,
            children: [
                ScreenNode(screen: "One", kind: .navigationStack, children: [root]),
                ScreenNode(screen: "Two", kind: .navigationStack),
            ])
        #expect(throws: expected) { try links.restore(state) }
        #expect(router.navigationState == before)
    }

    nonisolated static let invalidTrees: [@MainActor @Sendable () -> LinkNode] = [
        { .tabs("T", [.endpoint(AlphaRoute.self, "a")]) },
        { .stack("S", [.endpoint(AlphaRoute.self, "a", modals: [.switcher([.endpoint(GammaRoute.self, "g")])])]) },
        { .endpoint(AlphaRoute.self, "a", children: [.endpoint(GammaRoute.self, "g")]) },
        { .stack("S", [.endpoint(UnknownRoute.self, "u")]) },
        { .stack("S", [.endpoint(AlphaRoute.self, "a/:x"), .endpoint(GammaRoute.self, "a/:x")]) },
        { .stack("S", []) },
    ]

    /// Tabs of endpoints, a nested switcher, children outside a stack, an unregistered route,
    /// two patterns for the same links, an empty stack.
    @Test("structural mistakes in a tree are refused when it is declared", arguments: invalidTrees.indices)
    func invalidTrees(index: Int) {
        let router = RouterEngine(window: HeadlessWindow())
        #expect {
            try router.declaringLinks(Self.invalidTrees[index](), registering: TestRouteHandler())
        } throws: { error in
            if case .invalidLinkTree = error as? LinkError { true } else { false }
        }
    }

    @Test("an ancestor whose route cannot be made from its defaults is a tree error, not a bad link")
    func ancestorWithoutDefaults() throws {
        let router = RouterEngine(window: HeadlessWindow())
        let links = try router.declaringLinks(
            .stack(
                "S",
                [
                    .endpoint(
                        BetaRoute.self, "betas",
                        children: [
                            .endpoint(AlphaRoute.self, "betas/alpha")
                        ])
                ]), registering: TestRouteHandler())
        #expect { try links.open(link: "betas/alpha") } throws: { error in
            if case .invalidLinkTree = error as? LinkError { true } else { false }
        }
    }

    @Test("without a tree, or with a guard that redirects to itself, opening is a typed error")
    func noTreeAndLoop() throws {
        let bare = RouterEngine(window: HeadlessWindow())
        let undeclared = try LinksFace.install(on: bare)
        #expect(throws: LinkError.noLinkTree) { try undeclared.open(link: "alpha") }
        let loop = LinkGuard("closed", redirect: "a") { false }
        let router = RouterEngine(window: HeadlessWindow())
        let links = try router.declaringLinks(
            .stack("S", [.endpoint(AlphaRoute.self, "a")]).guarded(by: loop),
            registering: TestRouteHandler())
        #expect(throws: LinkError.guardLoop(["closed", "closed"])) { try links.open(link: "a") }
    }
}

extension RouterEngine {
    /// Installs the links face, registers a handler and declares a tree, for tests of
    /// declarations; the caller keeps the router, which the face holds weakly.
    func declaringLinks(_ root: LinkNode, registering handler: any RouteHandler) throws -> LinksFace {
        let links = try LinksFace.install(on: self)
        try register(handler)
        try links.declareLinks(root, origins: LinkOrigins(schemes: ["test"], hosts: []))
        return links
    }
}
