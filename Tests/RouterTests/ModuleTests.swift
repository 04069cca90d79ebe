import HeadlessUI
import HierarchyInspection
import InjectionInterface
import NavigationInterface
import Router
import RouterInspection
import RouterInterface
import RouterModules
import RouterModulesInterface
import RouterValuesInterface
import Testing
import UIToolkitInterface

/// A screen module's protocol, declared routable the way interfaces do.
@MainActor protocol Editing: AnyObject { var text: String { get set } }
extension Routable where Kind == ScreenModule, Destination == any Editing {
    init() { self.init(declaring: Destination.self) }
}

/// A protocol another module requires, served by an adapter to `Editing`.
@MainActor protocol Composing: AnyObject { func compose(_ text: String) }
extension Routable where Kind == ScreenModule, Destination == any Composing {
    init() { self.init(declaring: Destination.self) }
}

/// A service module's protocol.
protocol Clock: Sendable { var now: Int { get } }
/// Another service protocol, served by an adapter to `Clock`.
protocol Ticking: Sendable {}
extension FixedClock: Ticking {}
/// A protocol nobody registers.
protocol Unregistered: Sendable {}
struct FixedClock: Clock { let now = 42 }

final class EditorScreen: Screen, Editing {
    var text = ""
    init() { super.init(name: "Editor") }
}

struct EditorFeature: Feature {
    @Resolved var counter: any Counter
    func build(from _: NoInput) throws -> Screen { EditorScreen() }
}

/// Builds a screen that does not conform to the protocol it is registered for.
struct PlainFeature: Feature {
    func build(from _: NoInput) throws -> Screen { Screen(name: "Plain") }
}

@MainActor
final class ComposerAdapter: Composing {
    let editor: any Editing
    init(_ editor: any Editing) { self.editor = editor }
    func compose(_ text: String) { editor.text = "composed: " + text }
}

@MainActor
@Suite("Protocols face")
struct ModuleTests {
    let fixture: RouterFixture
    var router: RouterEngine { fixture.router }
    var modules: ModulesFace { fixture.modules }

    init() throws {
        fixture = try RouterFixture()
        try fixture.modules.registerScreen(RoutableScreen<any Editing>(), feature: EditorFeature.self)
    }

    /// Performs and returns the handle and what the completion got, checking it ran once.
    func perform(
        _ routeType: ScreenRouteType = .push, from source: Screen? = nil, wrapping: ContainerWrapping? = nil,
        prepare: (@MainActor (any Editing) -> Void)? = nil
    ) -> (any ModuleHandle<any Editing>, Result<any Editing, ModuleError>) {
        var results: [Result<any Editing, ModuleError>] = []
        let handle = modules.perform(RoutableScreen<any Editing>()) { config in
            config.source = source ?? fixture.home
            config.routeType = routeType
            config.wrapping = wrapping
            config.prepare = prepare
            config.completion = { results.append($0) }
        }
        precondition(results.count == 1, "the completion ran \(results.count) times")
        return (handle, results[0])
    }

    @Test("perform finds the module by protocol, prepares it through the protocol, then shows it")
    func performByProtocol() throws {
        var log: [String] = []
        let handle = modules.perform(RoutableScreen<any Editing>()) { config in
            config.source = fixture.home
            config.prepare = { editor in
                log.append("prepare, shown: \(editor is Screen && (editor as! Screen).isInHierarchy)")
                editor.text = "hi"
            }
            config.success = { _ in log.append("success") }
            config.completion = { _ in log.append("completion, shown: \(fixture.stack.top is EditorScreen)") }
            config.stateNotifier = { old, new in log.append("\(old) → \(new)") }
        }
        #expect(
            log == [
                "unrouted → routing", "prepare, shown: false", "routing → routed", "success", "completion, shown: true",
            ])
        #expect(handle.destination?.text == "hi" && handle.screen === fixture.stack.top && handle.module == "Editing")
    }

    @Test(
        "each route type shows with its presentation; the handle removes with the inverse",
        arguments: [
            ScreenRouteType.push, .presentModally, .presentAsSheet, .presentAsPopover(anchor: "a"), .show, .showDetail,
            .addAsChild, .addAsSubview, .custom("slide"),
        ])
    func removal(routeType: ScreenRouteType) throws {
        try router.registerTransition(
            CustomTransition(
                name: "slide",
                perform: { destination, source throws(HierarchyError) in
                    try source.addChild(destination)
                }, remove: { destination throws(HierarchyError) in try destination.removeFromParent() }))
        let before = fixture.window.snapshot
        let (handle, result) = perform(routeType)
        #expect(result.value != nil && handle.state == .routed && fixture.window.snapshot != before)
        var removed: [Result<Void, ModuleError>] = []
        handle.remove { removed.append($0) }
        #expect(removed.count == 1 && removed[0].value != nil && handle.state == .removed)
        #expect(fixture.window.snapshot == before)
        handle.remove { removed.append($0) }
        #expect(removed.last?.error == .routing(.alreadyRemoved("Editor")))
    }

    @Test(
        "wrapping puts the destination in a new container; pushing a navigation stack is refused, nothing shown",
        arguments: ContainerWrapping.allCases)
    func wrapping(container: ContainerWrapping) throws {
        let (handle, result) = perform(.presentModally, wrapping: container)
        let screen = try #require(handle.screen)
        #expect(
            result.value != nil && fixture.home.presentedScreen === screen.parent
                && screen.parent?.kind == [.navigation: .navigationStack, .tabs: .tabs, .split: .split][container])
        handle.remove(completion: nil)
        #expect(fixture.home.presentedScreen == nil)
        let before = fixture.window.snapshot
        let pushed = perform(.push, wrapping: .navigation).1
        #expect(
            pushed.error
                == .routing(
                    .invalidPresentation(
                        presentation: "push",
                        reason: HierarchyError.cannotPushNavigationStack("StackContainer").description)))
        #expect(fixture.window.snapshot == before)
    }

    @Test("bad performs are typed errors, reported to the handler, the completion and observers; nothing changes")
    func errors() throws {
        try modules.registerScreen(RoutableScreen(declaring: (any Screen & Editing).self), feature: PlainFeature.self)
        let loose = Screen(name: "Loose")
        var observed: [ModuleError] = []
        router.observe {
            guard case .failed(let failure, _) = $0 else { return }
            if let error = failure.error as? ModuleError { observed.append(error) }
            if let error = failure.error as? RouterError { observed.append(.routing(error)) }
        }
        let before = fixture.window.snapshot
        var handled: [ModuleError] = []
        func attempt<D>(_ module: RoutableScreen<D>, _ routeType: ScreenRouteType = .push, from source: Screen?)
            -> ModuleError?
        {
            var result: Result<D, ModuleError>?
            modules.perform(module) { config in
                config.source = source
                config.routeType = routeType
                config.error = { action, error in
                    handled.append(error)
                    #expect(action == .perform)
                }
                config.completion = { result = $0 }
            }
            return result?.error
        }
        let editing = RoutableScreen<any Editing>()
        #expect(
            attempt(RoutableScreen(declaring: (any Composing).self), from: fixture.home)
                == .unregisteredProtocol("Composing", kind: "screen"))
        #expect(
            attempt(RoutableScreen(declaring: (any Screen & Editing).self), from: fixture.home)
                == .destinationMismatch(module: "Screen & Editing", destination: "Plain"))
        #expect(attempt(editing, from: nil) == .sourceReleased)
        #expect(attempt(editing, from: loose) == .routing(.invalidSource("Loose")))
        #expect(
            attempt(editing, .presentAsPopover(anchor: ""), from: fixture.home)
                == .routing(
                    .invalidPresentation(
                        presentation: "modal(popover())",
                        reason: HierarchyError.popoverWithoutAnchor("Editor").description)))
        #expect(
            attempt(editing, .custom("nope"), from: fixture.home)
                == .routing(
                    .invalidPresentation(
                        presentation: "custom(nope)",
                        reason: "no custom transition 'nope' is registered: register it with registerTransition")))
        #expect(fixture.window.snapshot == before)
        #expect(handled.count == 6 && observed == handled)
    }

    @Test("a route started inside another is refused: recursion by name, any other as unbalanced; removal too")
    func guardedTransitions() throws {
        var inner: [ModuleError] = []
        let (outer, _) = perform(.push) { _ in
            modules.perform(RoutableScreen<any Editing>()) { config in
                config.source = fixture.home
                config.error = { _, error in inner.append(error) }
            }
            router.navigate(to: AlphaRoute(), from: fixture.home, presentation: .push) {
                if let error = $0.error { inner.append(.routing(error)) }
            }
        }
        #expect(
            inner == [
                .routing(.transitionInProgress(inProgress: "Editing", attempted: "Editing")),
                .routing(.transitionInProgress(inProgress: "Editing", attempted: "alpha")),
            ])
        #expect(fixture.stack.screens.map(\.name) == ["Home", "Editor"])
        let token = router.observe { event in
            guard case .willRemove = event else { return }
            outer.remove { if let error = $0.error { inner.append(error) } }
            router.navigate(to: AlphaRoute(), from: fixture.home, presentation: .push) {
                if let error = $0.error { inner.append(.routing(error)) }
            }
        }
        outer.remove(completion: nil)
        router.removeObserver(token)
        #expect(
            inner.suffix(2) == [
                .routing(.transitionInProgress(inProgress: "remove Editor", attempted: "remove Editing")),
                .routing(.transitionInProgress(inProgress: "remove Editor", attempted: "alpha")),
            ])
        #expect(outer.state == .removed && fixture.stack.screens.map(\.name) == ["Home"])
    }

    @Test("makeDestination builds without showing; it can be shown once; removing what it never showed is refused")
    func makeDestination() throws {
        let (made, result) = perform(.makeDestination) { $0.text = "draft" }
        #expect(result.value?.text == "draft" && made.state == .prepared && fixture.stack.screens.count == 1)
        var errors: [ModuleError] = []
        made.remove { if let error = $0.error { errors.append(error) } }
        made.perform(from: fixture.home, routeType: .push, completion: nil)
        #expect(made.state == .routed && fixture.stack.top === made.screen)
        made.perform(from: fixture.home, routeType: .presentModally) {
            if let error = $0.error { errors.append(error) }
        }
        #expect(errors == [.notPresentedByRouter("Editor"), .overRoute("Editor")])
        #expect(made.destination?.text == "draft", "prepared once")
    }

    @Test("the handle follows the user: a back gesture marks it removed and removal reports alreadyRemoved")
    func gesture() throws {
        var states: [ModuleRouteState] = []
        let handle = modules.perform(RoutableScreen<any Editing>()) { config in
            config.source = fixture.home
            config.stateNotifier = { _, new in states.append(new) }
        }
        try fixture.window.perform(.swipeBack)
        #expect(handle.state == .removed && states == [.routing, .routed, .removed])
        var result: Result<Void, ModuleError>?
        handle.remove { result = $0 }
        #expect(result?.error == .routing(.alreadyRemoved("Editor")))
    }

    @Test("per-module hooks see their module's transitions only, user gestures included")
    func hooks() throws {
        var module: [String] = []
        var global: [String] = []
        modules.observe(RoutableScreen<any Editing>()) { module.append("\($0)") }
        router.observe { global.append("\($0)") }
        _ = fixture.navigate(AlphaRoute())
        try fixture.window.perform(.back)
        _ = perform(.push)
        try fixture.window.perform(.back)
        #expect(
            module == [
                "will perform Editor «Editing» by push (Home)", "did perform Editor «Editing» by push (Home)",
                "did remove Editor «Editing» by user back (StackContainer)",
            ])
        #expect(global.count == 6)
        modules.perform(RoutableScreen<any Editing>()) { config in
            config.source = fixture.home
            config.animated = false
        }
        #expect(module.last == "did perform Editor «Editing» by push without animation (Home)")
    }

    @Test("adapters serve a required protocol with a provided module; validate reports a missing provider")
    func adapters() throws {
        try modules.registerAdapter(RoutableScreen<any Composing>(), to: RoutableScreen<any Editing>()) {
            ComposerAdapter($0)
        }
        let handle = modules.perform(RoutableScreen<any Composing>()) { config in
            config.source = fixture.home
            config.prepare = { $0.compose("hello") }
        }
        #expect((handle.screen as? EditorScreen)?.text == "composed: hello" && handle.destination is ComposerAdapter)
        try router.validate()
        try modules.registerAdapter(
            RoutableScreen(declaring: (any Ticking).self), to: RoutableScreen(declaring: (any Error).self)
        ) { $0 as! any Ticking }
        #expect(
            throws: RouterError.invalidConfiguration([
                .dependency(.missingDependency(type: "screen module Error", requiredBy: "the adapter for Ticking"))
            ])
        ) {
            try router.validate()
        }
        #expect(throws: RouterError.duplicateRegistration(.protocolModule("Editing", kind: "screen"))) {
            try modules.registerScreen(RoutableScreen<any Editing>(), feature: EditorFeature.self)
        }
    }

    @Test("validate checks the dependencies of the features behind screen modules")
    func validation() throws {
        let fixture = try RouterFixture(registerCounter: false)
        try fixture.modules.registerScreen(RoutableScreen<any Editing>(), feature: EditorFeature.self)
        #expect(throws: RouterError.self) { try fixture.router.validate() }
        do { try fixture.router.validate() } catch {
            #expect("\(error)".contains("EditorFeature needs Counter"))
        }
    }

    @Test("service modules: found by protocol, prepared, adapted; unregistered ones are typed errors")
    func services() throws {
        let clock = RoutableService(declaring: (any Clock).self)
        try modules.registerService(clock, scope: .singleton) { () throws -> any Clock in FixedClock() }
        var prepared: [Int] = []
        let found = modules.perform(clock) { config in config.prepare = { prepared.append($0.now) } }
        #expect(found?.now == 42 && prepared == [42])
        try modules.registerAdapter(RoutableService(declaring: (any Ticking).self), to: clock) { $0 as! any Ticking }
        #expect(try modules.service(RoutableService(declaring: (any Ticking).self)) is FixedClock)
        #expect(throws: ModuleError.unregisteredProtocol("Unregistered", kind: "service")) {
            try modules.service(RoutableService(declaring: (any Unregistered).self))
        }
        #expect(throws: RouterError.duplicateRegistration(.protocolModule("Clock", kind: "service"))) {
            try modules.registerService(clock, scope: .singleton) { () throws -> any Clock in FixedClock() }
        }
        #expect(modules.moduleTable.map(\.protocolName) == ["Clock", "Editing", "Ticking"])
    }
}
