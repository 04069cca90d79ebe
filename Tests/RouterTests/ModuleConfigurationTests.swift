import HeadlessUI
import HierarchyInspection
import InjectionInterface
import Locking
import NavigationInterface
import Router
import RouterInspection
import RouterInterface
import RouterModules
import RouterModulesInterface
import RouterValuesInterface
import Testing
import UIToolkitInterface

/// What an editor is made from, through a typed maker.
struct EditorDraft: Sendable { var text: String }
extension Routable where Kind == MakerModule<EditorDraft>, Destination == any Editing {
    init() { self.init(declaring: Destination.self) }
}

/// Makes the editor from a draft; counts its instances; refuses an empty draft.
struct DraftFeature: Feature {
    static let made = Locked(0)
    struct Empty: Error, CustomStringConvertible { var description: String { "the draft is empty" } }
    init() { Self.made.withLock { $0 += 1 } }
    func build(from draft: EditorDraft) throws -> Screen {
        guard !draft.text.isEmpty else { throw Empty() }
        let screen = EditorScreen()
        screen.text = draft.text
        return screen
    }
}

/// A maker that needs a dependency nobody registers.
struct NeedyDraftFeature: Feature {
    @Resolved var clock: any Unregistered
    func build(from _: EditorDraft) throws -> Screen { EditorScreen() }
}

/// ZIKRouter's configuration surface: userInfo, the module's preparation, supported route
/// types, the remove configuration, prepareDestination and typed makers.
@MainActor
@Suite("Protocols face: configuration")
final class ModuleConfigurationTests {
    static let note = UserInfoKey<String>("note")
    let fixture: RouterFixture
    var router: RouterEngine { fixture.router }
    var modules: ModulesFace { fixture.modules }
    /// What the module's own preparation saw: the text before it, the userInfo value, the route type.
    var prepared: [(before: String, note: String?, routeType: ScreenRouteType?)] = []

    init() throws {
        fixture = try RouterFixture()
        var options = ScreenModuleOptions<any Editing>()
        options.supportedRouteTypes = [.push, .presentAsSheet, .makeDestination]
        options.prepare = { [unowned self] editor, preparation in
            prepared.append((editor.text, preparation.userInfo[Self.note], preparation.routeType))
        }
        try modules.registerScreen(RoutableScreen<any Editing>(), feature: EditorFeature.self, options: options)
        try modules.registerMaker(
            RoutableMaker<EditorDraft, any Editing>(), feature: DraftFeature.self, options: options)
    }

    func perform(
        _ routeType: ScreenRouteType, configure: (inout ScreenRouteConfiguration<any Editing>) -> Void = { _ in }
    ) -> (any ModuleHandle<any Editing>, Result<any Editing, ModuleError>?) {
        var result: Result<any Editing, ModuleError>?
        let handle = modules.perform(RoutableScreen<any Editing>()) { config in
            config.source = fixture.home
            config.routeType = routeType
            configure(&config)
            config.completion = { result = $0 }
        }
        return (handle, result)
    }

    @Test("userInfo reaches the module's own preparation, after the caller's prepare, with the route type")
    func userInfo() throws {
        let (_, result) = perform(.push) { config in
            config.userInfo[Self.note] = "from the caller"
            config.prepare = { $0.text = "caller" }
        }
        _ = try #require(try result?.get())
        #expect(prepared.count == 1)
        #expect(prepared.first?.before == "caller" && prepared.first?.note == "from the caller")
        #expect(prepared.first?.routeType == .push)
    }

    @Test(
        "an unsupported route type is a typed error before anything is built",
        arguments: [ScreenRouteType.presentModally, .addAsSubview, .custom("x"), .presentAsPopover(anchor: "a")])
    func unsupported(routeType: ScreenRouteType) throws {
        let before = fixture.window.snapshot
        let made = LiveCounter.made.withLock { $0 }
        var events: [RouterEvent] = []
        router.observe { events.append($0) }
        let (handle, result) = perform(routeType)
        #expect(
            result?.error
                == .unsupportedRouteType(
                    module: "Editing", routeType: routeType.description,
                    supported: "push, presentAsSheet, makeDestination"
                ))
        #expect(LiveCounter.made.withLock { $0 } == made, "the feature's dependency was not even made")
        #expect(fixture.window.snapshot == before && handle.state == .unrouted && prepared.isEmpty)
        #expect(events.count == 1)
    }

    @Test("a made destination shown later is checked too")
    func unsupportedLater() throws {
        let (handle, _) = perform(.makeDestination)
        var result: Result<any Editing, ModuleError>?
        handle.perform(from: fixture.home, routeType: .addAsChild) { result = $0 }
        guard case .unsupportedRouteType? = result?.error else {
            Issue.record("got \(String(describing: result))")
            return
        }
        #expect(handle.state == .prepared)
    }

    @Test("the remove configuration: prepare while shown, then success, then completion, each once")
    func removeConfiguration() throws {
        let (handle, _) = perform(.presentAsSheet)
        var log: [String] = []
        handle.remove { config in
            config.prepare = { editor in log.append("prepare \((editor as? Screen)?.presentingScreen?.name ?? "-")") }
            config.success = { log.append("success") }
            config.error = { _, _ in log.append("error") }
            config.completion = { log.append("completion \($0.error == nil)") }
        }
        #expect(log == ["prepare Home", "success", "completion true"])
        log.removeAll()
        handle.remove { config in
            config.prepare = { _ in log.append("prepare") }
            config.success = { log.append("success") }
            config.error = { action, error in
                log.append("error \(action) \(error == .routing(.alreadyRemoved("Editor")))")
            }
            config.completion = { log.append("completion \($0.error == .routing(.alreadyRemoved("Editor")))") }
        }
        #expect(log == ["error remove true", "completion true"])
    }

    @Test("removing a destination that was only made is a typed error in the remove configuration")
    func removeMade() {
        let (handle, _) = perform(.makeDestination)
        var errors: [ModuleError] = []
        handle.remove { config in config.error = { _, error in errors.append(error) } }
        #expect(errors == [.notPresentedByRouter("Editor")])
    }

    @Test("prepareDestination prepares the caller's screen as the module would; nothing is shown")
    func prepareDestination() throws {
        let screen = EditorScreen()
        let destination = modules.prepareDestination(screen, as: RoutableScreen<any Editing>()) { config in
            config.userInfo[Self.note] = "mine"
            config.prepare = { $0.text = "prepared" }
        }
        #expect(destination === screen && screen.text == "prepared" && !screen.isInHierarchy)
        #expect(prepared.map(\.note) == ["mine"] && prepared.first?.routeType == nil)
    }

    @Test(
        "prepareDestination on a screen of another protocol is invalidPerformer; on an unregistered one, a typed error")
    func prepareInvalid() {
        var errors: [ModuleError] = []
        let none = modules.prepareDestination(Screen(name: "Plain"), as: RoutableScreen<any Editing>()) { config in
            config.prepare = { _ in errors.append(.routing(.noWindow)) }
            config.error = { _, error in errors.append(error) }
        }
        #expect(none == nil && errors == [.invalidPerformer(module: "Editing", destination: "Plain")])
        var result: Result<any Composing, ModuleError>?
        modules.prepareDestination(EditorScreen(), as: RoutableScreen<any Composing>()) {
            $0.completion = { result = $0 }
        }
        #expect(result?.error == .unregisteredProtocol("Composing", kind: "screen"))
        #expect(prepared.isEmpty)
    }

    @Test("a typed maker builds from the caller's arguments and prepares like the screen module")
    func maker() throws {
        var result: Result<any Editing, ModuleError>?
        let handle = modules.perform(RoutableMaker<EditorDraft, any Editing>(), with: EditorDraft(text: "draft")) {
            config in
            config.source = fixture.home
            config.userInfo[Self.note] = "made"
            config.completion = { result = $0 }
        }
        #expect(try result?.get().text == "draft" && handle.state == .routed)
        #expect(prepared.map(\.before) == ["draft"] && prepared.map(\.note) == ["made"])
        #expect(modules.moduleTable.contains { $0.protocolName == "Editing" && $0.kind == "screen maker" })
        #expect(modules.moduleTable.contains { $0.protocolName == "Editing" && $0.kind == "screen" })
    }

    @Test("a maker's bad input: its own refusal, an unsupported route type, a missing dependency, a duplicate")
    func makerErrors() throws {
        let maker = RoutableMaker<EditorDraft, any Editing>()
        var results: [Result<any Editing, ModuleError>] = []
        modules.perform(maker, with: EditorDraft(text: "")) { config in
            config.source = fixture.home
            config.completion = { results.append($0) }
        }
        let made = DraftFeature.made.withLock { $0 }
        modules.perform(maker, with: EditorDraft(text: "x")) { config in
            config.source = fixture.home
            config.routeType = .addAsChild
            config.completion = { results.append($0) }
        }
        #expect(DraftFeature.made.withLock { $0 } == made, "an unsupported route type made nothing")
        #expect(
            results.map(\.error) == [
                .routing(.buildFailed(feature: "DraftFeature", reason: "the draft is empty")),
                .unsupportedRouteType(
                    module: "Editing", routeType: "addAsChild", supported: "push, presentAsSheet, makeDestination"),
            ])
        #expect(fixture.stack.screens.map(\.name) == ["Home"])
        #expect(throws: RouterError.duplicateRegistration(.protocolModule("Editing", kind: "screen maker"))) {
            try modules.registerMaker(maker, feature: DraftFeature.self, options: ScreenModuleOptions())
        }
        let other = try RouterFixture()
        try other.modules.registerMaker(maker, feature: NeedyDraftFeature.self, options: ScreenModuleOptions())
        var missing: Result<any Editing, ModuleError>?
        other.modules.perform(maker, with: EditorDraft(text: "x")) { config in
            config.source = other.home
            config.completion = { missing = $0 }
        }
        guard case .routing(.dependency(.missingDependency))? = missing?.error else {
            Issue.record("got \(String(describing: missing))")
            return
        }
    }
}
