import AlertInterface
import Foundation
import HierarchyDriving
import HierarchyInspection
import HomeInterface
import HorizonAppInterface
import LoginInterface
import NavigationInterface
import NoteEditorInterface
import ProfileInterface
import RouterInspection
import RouterInterface
import RouterModulesInspection
import RouterModulesInterface
import RouterValuesInterface
import ShowPageInterface
import TimeServiceInterface
import UIToolkitInterface

/// The ZIKRouter README, scenario by scenario. The flow plays the README's view controllers
/// (`TestEditorViewController`, `TestServiceViewController`): it asks for modules by protocol
/// through `any ModuleRouting`, never by concrete type.
enum ZIKRouterFlows {
    static let all: [Flow] = [
        viewRouter, routeTypes, removeRoute, configuration, serviceRouter, adapter, hooks, errorChecking,
    ]

    static let editor = RoutableScreen<any NoteEditorInput>()
    typealias EditorResult = Result<any NoteEditorInput, ModuleError>

    static let viewRouter = Flow(
        "zikrouter.view-router",
        "Show the note editor by its protocol, prepared for a new note; completion after the transition",
        source: "ZIKRouter README › View Router"
    ) { flow in
        let modules: any ModuleRouting = flow.app.modules
        try await flow.step("launch with Home") { try flow.app.launchHome() }
        let home = try flow.top("Home")
        var order: [String] = []
        let completion = CompletionProbe<EditorResult>()
        try await flow.step(
            "perform RoutableScreen<any NoteEditorInput>: source Home, .push, prepare constructForCreatingNewNote"
        ) {
            modules.perform(editor) { config in
                config.source = home
                config.routeType = .push
                config.prepare = { destination in
                    order.append("prepare")
                    destination.delegate = home as? any NoteEditorDelegate
                    destination.constructForCreatingNewNote()
                }
                config.success = { _ in order.append("success") }
                config.completion = { result in
                    order.append(
                        flow.app.window.topScreen?.name == "NoteEditor"
                            ? "completion (editor shown)" : "completion (editor not shown)")
                    completion.callback(result)
                }
            }
        }
        let screen = try flow.top("NoteEditor")
        try flow.expectEqual(flow.stackNames, ["Home", "NoteEditor"], "the editor is pushed on Home's stack")
        try flow.expectEqual(
            [screen.content.title, try flow.read("status"), try flow.read("text")], ["Untitled", "New note", ""],
            "it was prepared for a new note through the protocol")
        try flow.expectEqual(
            order, ["prepare", "success", "completion (editor shown)"],
            "prepare ran before the transition, completion after it")
        try flow.expect(
            completion.once.flatMap { try? $0.get() } === screen, "the completion ran once, with the destination")
        try await flow.step("type a line and tap Save: Home, the delegate, gets the note") {
            try flow.type("Buy milk", into: "text")
            try flow.tap("save")
        }
        try flow.expectEqual(flow.value("note-0", on: home), "Untitled: Buy milk", "Home received the saved note")
        try await flow.step("go back, then tap New note on Home: the app's own button does the same") {
            try flow.app.window.perform(.back)
            try flow.tap("new-note")
        }
        try flow.expect(
            flow.stackNames == ["Home", "NoteEditor"] && flow.read("status") == "New note",
            "a new editor, prepared for a new note, is pushed")
    }

    static let routeTypes = Flow(
        "zikrouter.route-types", "Every route type, and wrapping in a navigation, tab or split container",
        source: "ZIKRouter README › Features (all route types in one method)"
    ) { flow in
        let modules: any ModuleRouting = flow.app.modules
        let cases: [(ScreenRouteType, ContainerWrapping?, String, @MainActor (Screen, Screen) -> Bool)] = [
            (.push, nil, "pushed on Home's stack", { home, editor in editor.parent === home.navigationStack }),
            (
                .presentModally, nil, "presented full screen",
                { home, editor in home.presentedScreen === editor && editor.modalStyle == .fullScreen }
            ),
            (
                .presentAsSheet, nil, "presented as a sheet",
                { home, editor in home.presentedScreen === editor && editor.modalStyle == .sheet }
            ),
            (
                .presentAsPopover(anchor: "new-note"), nil, "presented as a popover at new-note",
                { home, editor in home.presentedScreen === editor && editor.modalStyle == .popover(anchor: "new-note") }
            ),
            (
                .show, nil, "pushed: show pushes when the source is in a stack",
                { home, editor in editor.parent === home.navigationStack }
            ),
            (
                .showDetail, nil, "pushed: without a split container showDetail is show",
                { home, editor in editor.parent === home.navigationStack }
            ),
            (.addAsChild, nil, "a child of Home", { home, editor in editor.parent === home }),
            (.addAsSubview, nil, "a subview of Home", { home, editor in editor.superview === home }),
            (
                .custom(NoteEditorTransition.pageCurl), nil, "presented by the module's page-curl transition",
                { home, editor in
                    home.presentedScreen === editor
                        && editor.modalStyle == .custom(transition: NoteEditorTransition.pageCurl)
                }
            ),
            (
                .presentModally, .navigation, "presented inside a new navigation stack",
                { home, editor in editor.parent is StackContainer && home.presentedScreen === editor.parent }
            ),
            (
                .presentModally, .tabs, "presented as the only tab of a new tab container",
                { home, editor in editor.parent is TabContainer && home.presentedScreen === editor.parent }
            ),
            (
                .presentModally, .split, "presented as the primary column of a new split container",
                { home, editor in
                    (editor.parent as? SplitContainer)?.primary === editor && home.presentedScreen === editor.parent
                }
            ),
        ]
        for (routeType, wrapping, what, check) in cases {
            var handle: (any ModuleHandle<any NoteEditorInput>)?
            let title = ".\(routeType)" + (wrapping.map { ", wrapped in \($0)" } ?? "")
            try await flow.step("from a fresh Home, perform NoteEditorInput with \(title)") {
                let home = try freshHome(flow)
                handle = modules.perform(editor) { config in
                    config.source = home
                    config.routeType = routeType
                    config.wrapping = wrapping
                }
            }
            let home = try freshHome(flow, relaunch: false)
            let screen = try flow.require(handle?.screen, "the destination")
            try flow.expect(handle?.state == .routed && check(home, screen), "the editor is \(what)")
        }
        var split: (any ModuleHandle<any NoteEditorInput>)?
        try await flow.step("from the editor, primary of a split container, perform NoteEditorInput with .showDetail") {
            let primary = try flow.require(flow.app.window.topScreen)
            split = modules.perform(editor) { config in
                config.source = primary
                config.routeType = .showDetail
                config.prepare = { $0.constructForEditing(note: Note(id: 7, title: "Detail")) }
            }
        }
        let detail = try flow.require(split?.screen, "the detail editor")
        try flow.expect((detail.parent as? SplitContainer)?.detail === detail, "the new editor fills the detail column")
        var made: (any ModuleHandle<any NoteEditorInput>)?
        _ = try freshHome(flow)
        let before = flow.app.window.snapshot
        try await flow.step("perform with .makeDestination: build and prepare without showing") {
            made = modules.perform(editor) { config in
                config.routeType = .makeDestination
                config.prepare = { $0.constructForEditing(note: Note(id: 3, title: "Draft")) }
            }
        }
        let prepared = try flow.require(made)
        try flow.expect(
            prepared.state == .prepared && prepared.destination?.note?.title == "Draft",
            "the destination is built and prepared through its protocol")
        try flow.expect(flow.app.window.snapshot == before, "and nothing was shown")
        try await flow.step("show the made destination later: perform it from Home with .push") {
            prepared.perform(from: try freshHome(flow, relaunch: false), routeType: .push, completion: nil)
        }
        try flow.expect(
            prepared.state == .routed && flow.app.window.topScreen === prepared.screen,
            "the same instance is pushed, prepared once")
    }

    static let removeRoute = Flow(
        "zikrouter.remove-route",
        "Remove through one call: the handle picks pop, dismiss, remove from parent or superview, or the custom inverse",
        source: "ZIKRouter README › Use the Router (removeRoute)"
    ) { flow in
        let modules: any ModuleRouting = flow.app.modules
        try await flow.step("launch with Home") { try flow.app.launchHome() }
        let home = try flow.top("Home")
        let before = flow.app.window.snapshot
        let cases: [(ScreenRouteType, ContainerWrapping?, String)] = [
            (.push, nil, "pops"), (.presentModally, nil, "dismisses"), (.presentAsSheet, nil, "dismisses"),
            (.presentAsPopover(anchor: "new-note"), nil, "dismisses"), (.show, nil, "pops"),
            (.addAsChild, nil, "removes from parent"), (.addAsSubview, nil, "removes from superview"),
            (.custom(NoteEditorTransition.pageCurl), nil, "runs the page-curl inverse"),
            (.presentModally, .navigation, "dismisses the wrapping stack"),
        ]
        for (routeType, wrapping, inverse) in cases {
            let removed = CompletionProbe<Result<Void, ModuleError>>()
            var shown = false
            var states: [ModuleRouteState] = []
            try await flow.step(
                "perform .\(routeType)\(wrapping.map { " wrapped in \($0)" } ?? ""), then remove through the handle"
            ) {
                let handle = modules.perform(editor) { config in
                    config.source = home
                    config.routeType = routeType
                    config.wrapping = wrapping
                    config.stateNotifier = { _, new in states.append(new) }
                }
                shown = handle.state == .routed && flow.app.window.topScreen === handle.screen
                handle.remove(completion: removed.callback)
            }
            try flow.expect(
                shown && removed.once.map { (try? $0.get()) != nil } == true && flow.app.window.snapshot == before,
                "it was shown, and the handle \(inverse): Home is back as it was")
            try flow.expectEqual(
                states, [.routing, .routed, .removing, .removed], "the state notifier saw every state")
        }
        for gesture in [UserGesture.swipeBack, .swipeDown] {
            var handle: (any ModuleHandle<any NoteEditorInput>)?
            var states: [ModuleRouteState] = []
            try await flow.step(
                gesture == .swipeBack
                    ? "push the editor; the user swipes back" : "present the editor as a sheet; the user swipes it down"
            ) {
                handle = modules.perform(editor) { config in
                    config.source = home
                    config.routeType = gesture == .swipeBack ? .push : .presentAsSheet
                    config.stateNotifier = { _, new in states.append(new) }
                }
                try flow.app.window.perform(gesture)
            }
            try flow.expect(
                handle?.state == .removed && states.last == .removed, "the handle saw the user remove its destination")
            let again = CompletionProbe<Result<Void, ModuleError>>()
            try await flow.step("remove through the handle anyway") { handle?.remove(completion: again.callback) }
            try flow.expectEqual(
                again.once?.failure, .routing(.alreadyRemoved("NoteEditor")), "a typed error, not a crash")
            try flow.expect(flow.app.window.snapshot == before, "and the hierarchy is unchanged")
        }
    }

    static let configuration = Flow(
        "zikrouter.configuration",
        "The configuration surface: userInfo, a remove configuration, supported route types, prepareDestination, a typed maker",
        source: "ZIKRouter README › Implement Router (prepareDestination, supportedRouteTypes); Use the Router"
    ) { flow in
        let modules: any ModuleRouting = flow.app.modules
        try await flow.step("launch with Home") { try flow.app.launchHome() }
        let home = try flow.top("Home")
        var handle: (any ModuleHandle<any NoteEditorInput>)?
        try await flow.step("perform the editor with userInfo readOnly = true: the module's own preparation reads it") {
            handle = modules.perform(editor) { config in
                config.source = home
                config.userInfo[NoteEditorKeys.readOnly] = true
                config.prepare = { $0.constructForCreatingNewNote() }
            }
        }
        var typing: (any Error)?
        do { try flow.type("ignored", into: "text") } catch { typing = error }
        try flow.expect(
            try flow.read("status") == "New note (read only)" && flow.read("text") == "" && typing != nil,
            "the editor is read-only: its text is not a field, and typing is refused",
            got: typing.map { "\($0)" })
        var order: [String] = []
        let removed = CompletionProbe<Result<Void, ModuleError>>()
        try await flow.step("remove it with a remove configuration: prepare, success, completion") {
            handle?.remove { config in
                config.prepare = { editor in
                    order.append((editor as? Screen)?.window != nil ? "prepare (still shown)" : "prepare (gone)")
                    editor.delegate = nil
                }
                config.success = { order.append("success") }
                config.error = { _, _ in order.append("error") }
                config.completion = {
                    order.append("completion")
                    removed.callback($0)
                }
            }
        }
        try flow.expectEqual(
            order, ["prepare (still shown)", "success", "completion"],
            "prepare ran while the editor was shown, then success, then the completion once")
        try flow.expectEqual(flow.stackNames, ["Home"], "the editor was popped")
        order.removeAll()
        let again = CompletionProbe<Result<Void, ModuleError>>()
        try await flow.step("remove it again with the same configuration") {
            handle?.remove { config in
                config.prepare = { _ in order.append("prepare") }
                config.error = { action, _ in order.append("error (\(action))") }
                config.completion = again.callback
            }
        }
        try flow.expect(
            order == ["error (remove)"] && again.once?.failure == .routing(.alreadyRemoved("NoteEditor")),
            "the error handler and the completion get alreadyRemoved; prepare did not run", got: "\(order)")
        let pushed = CompletionProbe<Result<any AlertInput, ModuleError>>()
        let before = flow.app.window.snapshot
        try await flow.step("perform the alert with .push: the Alert module supports only modal route types") {
            modules.perform(RoutableScreen<any AlertInput>()) { config in
                config.source = home
                config.routeType = .push
                config.completion = pushed.callback
            }
        }
        try flow.expectEqual(
            pushed.once?.failure,
            .unsupportedRouteType(
                module: "AlertInput", routeType: "push",
                supported: "presentModally, presentAsSheet, presentAsPopover, makeDestination"),
            "the typed error unsupportedRouteType lists what the module supports")
        try flow.expect(
            flow.app.window.snapshot == before && !flow.shownScreens.contains { $0.name == "Alert" },
            "nothing was shown")
        let maker = RoutableMaker<NoteDraft, any NoteEditorInput>()
        try await flow.step("perform RoutableMaker<NoteDraft, any NoteEditorInput> with NoteDraft(title: \"Ideas\")") {
            modules.perform(maker, with: NoteDraft(title: "Ideas", text: "Ship it")) { config in config.source = home }
        }
        try flow.expectEqual(
            [try flow.top("NoteEditor").content.title, try flow.read("text")], ["Ideas", "Ship it"],
            "the module's maker built the editor from the caller's typed arguments")
        let blank = CompletionProbe<Result<any NoteEditorInput, ModuleError>>()
        try await flow.step("go back; perform the maker with a blank title") {
            try flow.app.window.perform(.back)
            modules.perform(maker, with: NoteDraft(title: "  ")) { config in
                config.source = home
                config.completion = blank.callback
            }
        }
        try flow.expectEqual(
            blank.once?.failure,
            .routing(.buildFailed(feature: "NoteDraftFeature", reason: "a note needs a title: give the draft one")),
            "the maker's refusal is a typed error; nothing is shown")
        try flow.expectEqual(flow.stackNames, ["Home"], "Home is alone")
        var made: (any ModuleHandle<any NoteEditorInput>)?
        var prepared: (any NoteEditorInput)?
        try await flow.step("make an editor (.makeDestination), then prepareDestination on it with readOnly = true") {
            made = modules.perform(editor) { config in config.routeType = .makeDestination }
            let screen = try flow.require(made?.screen, "the made editor")
            prepared = modules.prepareDestination(screen, as: editor) { config in
                config.userInfo[NoteEditorKeys.readOnly] = true
                config.prepare = { $0.constructForEditing(note: Note(id: 3, title: "Draft")) }
            }
        }
        try flow.expect(
            prepared?.isReadOnly == true && prepared?.note?.title == "Draft",
            "the caller's prepare and the module's preparation ran on the caller's screen")
        let invalid = CompletionProbe<Result<any NoteEditorInput, ModuleError>>()
        try await flow.step("prepareDestination on Home, which is not a note editor") {
            modules.prepareDestination(home, as: editor) { config in config.completion = invalid.callback }
        }
        try flow.expectEqual(
            invalid.once?.failure, .invalidPerformer(module: "NoteEditorInput", destination: "Home"),
            "the typed error invalidPerformer, once")
        made = nil
        prepared = nil
    }

    static let serviceRouter = Flow(
        "zikrouter.service-router", "Obtain the time service by its protocol, prepare it, use it",
        source: "ZIKRouter README › Service Router"
    ) { flow in
        let modules: any ModuleRouting = flow.app.modules
        let timeOfDay = /\d\d:\d\d:\d\d GMT/
        try await flow.step("launch with Home; tap New note") {
            try flow.app.launchHome()
            try flow.tap("new-note")
        }
        try await flow.step(
            "tap Insert time: the editor asks RoutableService<any TimeServiceInput> for the time in GMT"
        ) {
            try flow.tap("insert-time")
        }
        let text = try flow.read("text")
        try flow.expect(text.wholeMatch(of: timeOfDay) != nil, "the note now holds the time, HH:mm:ss GMT", got: text)
        let completion = CompletionProbe<Result<any TimeServiceInput, ModuleError>>()
        var service: (any TimeServiceInput)?
        try await flow.step("perform the service directly, preparing it for GMT+01:00") {
            service = modules.perform(RoutableService<any TimeServiceInput>()) { config in
                config.prepare = { $0.timeZone = TimeZone(secondsFromGMT: 3600) ?? .gmt }
                config.completion = completion.callback
            }
        }
        let time = try flow.require(service, "the time service")
        flow.note("currentTimeString() = \(time.currentTimeString())")
        try flow.expect(completion.once.flatMap { try? $0.get() } === time, "the completion ran once, with the service")
        try flow.expect(
            time.currentTimeString().hasSuffix("GMT+0100"), "prepare configured it through its protocol",
            got: time.currentTimeString())
        try flow.expect(
            modules.perform(RoutableService<any TimeServiceInput>(), configure: { _ in }) === time,
            "performing it again gives the same service: the app's one time service (registered as a singleton)")
    }

    static let adapter = Flow(
        "zikrouter.adapter", "Login requires LoginAlertInput; the composition root serves it with the Alert module",
        source: "ZIKRouter README › Interface-oriented Programming (required and provided protocols)"
    ) { flow in
        let hooks = CompletionProbe<String>()
        flow.app.modules.observe(RoutableScreen<any AlertInput>()) { hooks.callback("\($0)") }
        try await flow.step("launch with Profile; tap Sign in") {
            try flow.app.launchProfile()
            try flow.tap("sign-in")
        }
        try await flow.step("submit a wrong password: Login performs RoutableScreen<any LoginAlertInput>") {
            try await flow.submitLogin("ada", "babbage")
        }
        let alert = try flow.top("Alert")
        try flow.expect(alert.presentingScreen?.name == "Login", "the Alert module's screen is presented over Login")
        try flow.expect(
            alert.content.title == "Sign-in failed" && flow.read("message") == "wrong username or password"
                && flow.read("OK") == "OK",
            "Login prepared it through LoginAlertInput; the adapter forwarded to AlertInput")
        try flow.expect(
            hooks.calls.contains { $0.hasPrefix("did perform Alert «AlertInput»") },
            "the Alert module's own hooks saw it")
        try await flow.step("tap OK") { try flow.tap("OK") }
        try flow.expectEqual(flow.app.window.topScreen?.name, "Login", "the alert is gone; Login stays")
    }

    static let hooks = Flow(
        "zikrouter.hooks", "Global and per-module hooks across perform, remove and a user's back gesture",
        source: "ZIKRouter README › Implement Router (AOP methods)"
    ) { flow in
        let modules: any ModuleRouting = flow.app.modules
        let global = CompletionProbe<RouterEvent>()
        let module = CompletionProbe<RouterEvent>()
        flow.app.router.observe(global.callback)
        flow.app.modules.observe(editor, module.callback)
        try await flow.step("launch with Home; add a global hook and a NoteEditorInput hook") {
            try flow.app.launchHome()
        }
        let home = try flow.top("Home")
        let launched = global.calls.count
        try await flow.step("perform the editor with .push, then remove it through the handle") {
            modules.perform(editor) { config in config.source = home }.remove(completion: nil)
        }
        try await flow.step("tap a show on Home (the routes face: not the editor's module)") { try flow.tap("show-42") }
        try await flow.step("go back; tap New note; the user swipes back") {
            try flow.app.window.perform(.back)
            try flow.tap("new-note")
            try flow.app.window.perform(.swipeBack)
        }
        for event in module.calls { flow.note("NoteEditorInput hook: \(event)") }
        let kinds = module.calls.map(\.kind)
        try flow.expectEqual(
            kinds,
            ["will perform", "did perform", "will remove", "did remove", "will perform", "did perform", "did remove"],
            "the module hook saw will/did perform and will/did remove, twice")
        try flow.expect(
            module.calls.last?.transition?.gesture == .swipeBack
                && module.calls.last?.transition?.module == "NoteEditorInput",
            "including the user's swipe back, a transition the router did not make")
        let others = global.calls.dropFirst(launched).filter { $0.transition?.module == nil }.map(\.description)
        for event in others { flow.note("global hook only: \(event)") }
        try flow.expect(
            others.contains { $0.hasPrefix("did perform ShowPage ‹show›") }
                && others.contains { $0.contains("by user back") },
            "the global hook also saw the show's push and the back tap")
        try flow.expectEqual(
            global.calls.dropFirst(launched).filter { $0.transition?.module != nil }.map(\.description),
            module.calls.map(\.description), "and every event of the module hook")
    }

    static let errorChecking = Flow(
        "zikrouter.error-checking",
        "Every routing error is typed, reaches the route's handler and the global observer, and changes nothing",
        source: "ZIKRouter README › Features (enough error checking)"
    ) { flow in
        let modules: any ModuleRouting = flow.app.modules
        let router = flow.app.router
        let global = CompletionProbe<ModuleError>()
        router.observe { event in
            guard case .failed(let failure, _) = event else { return }
            if let error = failure.error as? ModuleError { global.callback(error) }
            if let error = failure.error as? RouterError { global.callback(.routing(error)) }
        }
        try await flow.step("launch with Home; present an editor full screen (it has no navigation stack)") {
            try flow.app.launchHome()
            modules.perform(editor) { config in
                config.source = try? flow.top("Home")
                config.routeType = .presentModally
            }
        }
        let home = try freshHome(flow, relaunch: false)
        let modal = try flow.require(home.presentedScreen, "the presented editor")
        let typed = CompletionProbe<ModuleError>()
        /// Runs one bad perform, then checks the error reached both handlers once and nothing changed.
        @MainActor func check(
            _ title: String, _ expected: ModuleError, _ perform: @escaping @MainActor () throws -> Void
        ) async throws {
            let before = flow.app.window.snapshot
            let (handled, observed) = (typed.calls.count, global.calls.count)
            try await flow.step(title, perform)
            try flow.expectEqual(
                Array(typed.calls.dropFirst(handled)), [expected], "the route's error handler got it, once: \(expected)"
            )
            try flow.expect(global.calls.dropFirst(observed).contains(expected), "the global error observer got it too")
            try flow.expect(flow.app.window.snapshot == before, "the hierarchy is unchanged")
        }
        @MainActor func attempt(
            _ configure: @escaping @MainActor (inout ScreenRouteConfiguration<any NoteEditorInput>) -> Void
        ) -> any ModuleHandle<any NoteEditorInput> {
            modules.perform(editor) { config in
                config.source = home
                config.error = { _, error in typed.callback(error) }
                configure(&config)
            }
        }
        try await check(
            "perform a protocol nobody registered (declared dynamically: a literal would not compile)",
            .unregisteredProtocol("ArchiveBrowsing", kind: "screen")
        ) {
            modules.perform(RoutableScreen(declaring: (any ArchiveBrowsing).self)) { config in
                config.source = home
                config.error = { _, error in typed.callback(error) }
            }
        }
        try await check("perform with a source that was released", .sourceReleased) {
            _ = attempt { config in
                let gone = Screen(name: "Gone")
                config.source = gone
            }
        }
        let offscreen = Screen(name: "Offscreen")
        try await check("perform from a screen that is not in the window", .routing(.invalidSource("Offscreen"))) {
            _ = attempt { config in config.source = offscreen }
        }
        try await check(
            "push from the presented editor, which has no navigation stack",
            .routing(
                .invalidPresentation(
                    presentation: "push", reason: HierarchyError.notInNavigationStack("NoteEditor").description))
        ) {
            _ = attempt { config in config.source = modal }
        }
        try await check(
            "present a popover without an anchor",
            .routing(
                .invalidPresentation(
                    presentation: "modal(popover())",
                    reason: HierarchyError.popoverWithoutAnchor("NoteEditor").description))
        ) {
            _ = attempt { config in
                config.source = flow.app.window.topScreen
                config.routeType = .presentAsPopover(anchor: "")
            }
        }
        try await check(
            "use a custom transition nobody registered",
            .routing(
                .invalidPresentation(
                    presentation: "custom(spin)",
                    reason: "no custom transition 'spin' is registered: register it with registerTransition"))
        ) {
            _ = attempt { config in config.routeType = .custom("spin") }
        }
        let made = attempt { config in config.routeType = .makeDestination }
        made.perform(from: modal, routeType: .addAsChild, completion: nil)
        try await check("perform the made destination again while it is shown (over-route)", .overRoute("NoteEditor")) {
            made.perform(from: modal, routeType: .addAsSubview, completion: nil)
        }
        try await check(
            "in prepare, perform the editor again (a module routing to itself)",
            .routing(.transitionInProgress(inProgress: "NoteEditorInput", attempted: "NoteEditorInput"))
        ) {
            _ = attempt { config in
                config.routeType = .makeDestination
                config.error = nil
                config.prepare = { _ in
                    _ = attempt { inner in
                        inner.source = modal
                        inner.routeType = .addAsChild
                    }
                }
            }
        }
        let show = try ShowRoute(showId: 42)
        try await check(
            "in prepare, start another route (a transition while one is in progress)",
            .routing(.transitionInProgress(inProgress: "NoteEditorInput", attempted: "show"))
        ) {
            _ = attempt { config in
                config.routeType = .makeDestination
                config.error = nil
                config.prepare = { _ in
                    router.navigate(to: show, from: home, presentation: .push) { result in
                        if let error = result.failure { typed.callback(.routing(error)) }
                    }
                }
            }
        }
        let unshown = attempt { config in config.routeType = .makeDestination }
        try await check("remove a destination the route only made", .notPresentedByRouter("NoteEditor")) {
            unshown.remove(completion: nil)
        }
        let shownElsewhere = attempt { config in config.routeType = .makeDestination }
        try modal.addSubview(try flow.require(shownElsewhere.screen))
        try await check("remove a destination other code showed", .notPresentedByRouter("NoteEditor")) {
            shownElsewhere.remove(completion: nil)
        }
    }

    /// Home, after relaunching the app with it unless `relaunch` is false.
    @MainActor
    static func freshHome(_ flow: FlowContext, relaunch: Bool = true) throws -> Screen {
        if relaunch { try flow.app.launchHome() }
        let root = (flow.app.window.root as? StackContainer)?.root
        return try flow.require(root?.name == "Home" ? root : nil, "Home at the root")
    }
}

/// A protocol no module provides, for the unregistered-protocol case.
@MainActor
private protocol ArchiveBrowsing: AnyObject {}

extension RouterEvent {
    /// `will perform`, `did remove`…: the event without its transition.
    var kind: String {
        switch self {
        case .willPerform: "will perform"
        case .didPerform: "did perform"
        case .willRemove: "will remove"
        case .didRemove: "did remove"
        case .failed: "failed"
        }
    }
}
