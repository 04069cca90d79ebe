import HeadlessUI
import HierarchyInspection
import Injection
import InjectionInterface
import Locking
import NavigationInterface
import Router
import RouterInspection
import RouterInterface
import RouterServices
import RouterServicesInterface
import RouterValuesInterface
import Testing
import UIToolkitInterface

@MainActor
@Suite("navigate(to:from:presentation:)")
struct NavigationTests {
    @Test("push: handler, feature, injection, build; the completion gets the live destination")
    func push() throws {
        let fixture = try RouterFixture()
        let handle = try fixture.navigate(AlphaRoute()).get()
        #expect(fixture.stack.screens.map(\.name) == ["Home", "Alpha"])
        #expect(handle.destination === fixture.stack.top)
        #expect(handle.presentation == .push)
        #expect(fixture.router.navigationState.routeIdentifiers == ["alpha"])
    }

    @Test(
        "every presentation style",
        arguments: [
            (Presentation.push, "push"), (.modal, "present"), (.modal(.sheet), "present"),
            (.modal(.popover(anchor: "button")), "present"),
            (.modal(.custom(transition: "zoom"), embedInNavigation: true), "present"),
            (.show, "push"), (.child, "child"), (.subview, "subview"), (.setRoot, "root"),
        ])
    func presentations(presentation: Presentation, expected: String) throws {
        let fixture = try RouterFixture()
        let handle = try fixture.navigate(AlphaRoute(), presentation).get()
        let alpha = try #require(handle.destination)
        switch expected {
        case "push": #expect(alpha.parent === fixture.stack)
        case "present":
            #expect(fixture.home.presentedScreen != nil)
            if case .modal(_, true) = presentation { #expect(alpha.parent is StackContainer) }
        case "child": #expect(alpha.parent === fixture.home)
        case "subview": #expect(alpha.superview === fixture.home)
        default: #expect(fixture.window.root === alpha)
        }
        #expect(alpha.isVisible)
    }

    @Test("show presents when there is no navigation stack; showDetail uses a split container")
    func adaptive() throws {
        let router = RouterEngine(window: HeadlessWindow())
        try router.container.register((any Counter).self) { LiveCounter() }
        try router.container.register(Switches.self) { Switches() }
        try router.register(TestRouteHandler())
        let primary = Screen(name: "Primary")
        try router.window.setRoot(SplitContainer(primary: primary))
        let detail = try router.open(AlphaRoute(), from: primary, presentation: .showDetail)
        #expect((router.window.root as? SplitContainer)?.detail === detail.destination)
        let shown = try router.open(AlphaRoute(), from: primary, presentation: .show)
        #expect(shown.presentation == .modal && primary.presentedScreen === shown.destination)
    }

    @Test("bad input: a typed error, the completion called once, nothing changed")
    func failures() throws {
        let fixture = try RouterFixture()
        let loose = Screen(name: "Loose")
        let cases: [(any Route, Screen?, Presentation, RouterError)] = [
            (UnknownRoute(), nil, .push, .unregisteredRoute(identifier: "unknown")),
            (GammaRoute(), nil, .push, .featureDisabled(feature: "GammaFeature", route: "gamma")),
            (LoopRoute(), nil, .push, .fallbackLoop(["LoopOneFeature", "LoopTwoFeature", "LoopOneFeature"])),
            (BrokenRoute(), nil, .push, .buildFailed(feature: "BrokenFeature", reason: "the template is missing")),
            (AlphaRoute(), loose, .push, .invalidSource("Loose")),
            (
                AlphaRoute(), nil, .modal(.popover(anchor: "")),
                .invalidPresentation(
                    presentation: "modal(popover())", reason: HierarchyError.popoverWithoutAnchor("Alpha").description)
            ),
            (
                AlphaRoute(), nil, .custom("spin"),
                .invalidPresentation(
                    presentation: "custom(spin)",
                    reason: "no custom transition 'spin' is registered: register it with registerTransition")
            ),
        ]
        let before = fixture.window.snapshot
        for (route, source, presentation, expected) in cases {
            #expect(fixture.navigate(route, from: source, presentation).error == expected)
            #expect(fixture.window.snapshot == before)
        }
    }

    @Test("registering a route twice is refused and changes nothing")
    func duplicateRoute() throws {
        let fixture = try RouterFixture()
        #expect(throws: RouterError.duplicateRegistration(.route(AlphaRoute.routeIdentifier))) {
            try fixture.router.register(TestRouteHandler())
        }
        #expect(fixture.router.routeTable.map(\.identifier) == ["alpha", "beta", "broken", "gamma", "loop"])
    }

    @Test("push from a screen outside any navigation stack is refused")
    func pushWithoutStack() throws {
        let fixture = try RouterFixture()
        let modal = try fixture.navigate(AlphaRoute(), .modal).get().destination!
        #expect(
            fixture.navigate(AlphaRoute(), from: modal, .push).error
                == .invalidPresentation(
                    presentation: "push", reason: HierarchyError.notInNavigationStack("Alpha").description))
    }

    @Test("a missing dependency of a feature is a typed error")
    func missingDependency() throws {
        let fixture = try RouterFixture(registerCounter: false)
        #expect(
            fixture.navigate(AlphaRoute()).error
                == .dependency(.missingDependency(type: "Counter", requiredBy: "AlphaFeature")))
    }

    @Test(
        "a feature's dependency whose factory closes a cycle through the resolver: navigate completes with the cycle, every time",
        arguments: [DependencyScope.transient, .weakShared, .singleton])
    func cycleThroughTheResolver(scope: DependencyScope) throws {
        let fixture = try RouterFixture(registerCounter: false)
        try fixture.router.container.register((any Counter).self, scope: scope) {
            (resolver: any DependencyResolving) -> any Counter in
            _ = try resolver.resolve(String.self)
            return LiveCounter()
        }
        try fixture.router.container.register(String.self, scope: .transient) { (counter: any Counter) in
            "\(counter.serial)"
        }
        try fixture.router.validate()  // the resolver's edge is declared nowhere
        let before = fixture.window.snapshot
        for _ in 0..<2 {
            #expect(
                fixture.navigate(AlphaRoute()).error == .dependency(.dependencyCycle(["Counter", "String", "Counter"])))
            #expect(fixture.window.snapshot == before)
        }
    }

    @Test("a disabled feature shows its fallback, for navigation and for the initial feature")
    func fallback() throws {
        let fixture = try RouterFixture()
        fixture.switches.off.withLock { _ = $0.insert("beta") }
        let handle = try fixture.navigate(BetaRoute(id: 3)).get()
        #expect(handle.destination?.name == "BetaFallback")
        #expect(fixture.router.navigationState.routeIdentifiers == ["beta"], "the fallback still stands for the route")
        let root = try fixture.router.launch(BetaFeature.self, from: BetaRoute(id: 1))
        #expect((root as? StackContainer)?.top?.name == "BetaFallback")
        #expect(throws: RouterError.featureDisabled(feature: "GammaFeature", route: "gamma")) {
            try fixture.router.launch(GammaFeature.self, from: GammaRoute())
        }
    }

    @Test("the router a feature keeps holds its engine weakly: once the engine is gone it answers noWindow, once")
    func routingOutlivesEngine() throws {
        let window = HeadlessWindow()
        let home = Screen(name: "Home")
        try window.setRoot(StackContainer([home]))
        weak var engine: RouterEngine?
        var routing: (any Routing)?
        do {
            let router = RouterEngine(window: window)
            engine = router
            routing = try router.container.resolve((any Routing).self)
        }
        #expect(engine == nil, "the router a feature keeps kept its engine alive")
        var results: [Result<any NavigationHandle, RouterError>] = []
        routing?.navigate(to: AlphaRoute(), from: home, presentation: .push, animated: false) { results.append($0) }
        #expect(results.count == 1 && results.first?.error == .noWindow)
    }

    @Test("a handler that chooses a feature building from another type is refused, nothing changed")
    func mismatchedDestination() throws {
        struct MismatchedHandler: RouteHandler {
            var bindings: [RouteBinding] { [RouteBinding(UnknownRoute.self, to: PlaceholderFeature.self)] }
            func destination(for route: any Route, bound: any Feature.Type, from source: Screen?) -> any Feature.Type {
                GammaFeature.self
            }
        }
        struct PlaceholderFeature: Feature {
            func build(from _: UnknownRoute) throws -> Screen { Screen(name: "Unknown") }
        }
        let fixture = try RouterFixture()
        try fixture.router.register(MismatchedHandler())
        let before = fixture.router.navigationState
        #expect(
            fixture.navigate(UnknownRoute()).error
                == .buildFailed(
                    feature: "GammaFeature",
                    reason: "it does not build from the route 'unknown': check the handler's choice"))
        #expect(fixture.router.navigationState == before)
    }

    @Test("the async form returns the handle or throws the error")
    func asyncForm() async throws {
        let fixture = try RouterFixture()
        let handle = try await fixture.router.navigate(to: AlphaRoute(), from: fixture.home, presentation: .push)
        #expect(handle.destination?.name == "Alpha")
        await #expect(throws: RouterError.unregisteredRoute(identifier: "unknown")) {
            try await fixture.router.navigate(to: UnknownRoute(), from: fixture.home, presentation: .push)
        }
    }

    @Test("errors carry typed values a caller matches on: a route identifier, a service and task, a registration key")
    func typedPayloads() throws {
        let fixture = try RouterFixture()
        let navigation = fixture.navigate(UnknownRoute())
        #expect(navigation.failure == .unregisteredRoute(identifier: UnknownRoute.routeIdentifier))
        let task = fixture.services.doTask(service: "NoSuchService", task: "go", userInfo: UserInfo(), completion: nil)
        #expect(task.failure == .unknownService(ServiceName("NoSuchService")))
        let registration = Result { () throws(RouterError) in try fixture.router.register(TestRouteHandler()) }
        #expect(registration.failure == .duplicateRegistration(.route(AlphaRoute.routeIdentifier)))
        #expect(RegistrationKey.route(AlphaRoute.routeIdentifier).description == "route 'alpha'")
    }
}

extension Result {
    /// The failure, if any.
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
