import AlertInterface
import AudioPlayerInterface
import HierarchyDriving
import HierarchyInspection
import HomeInterface
import HorizonAppInterface
import LoginInterface
import NavigationInterface
import OrderInterface
import RouterInspection
import RouterInterface
import RouterServicesInterface
import RouterValuesInterface
import SettingsInterface
import ShowPageInterface
import UIToolkitInterface

/// The AHServiceRouter README, scenario by scenario. The flow plays the app's routing
/// delegate object (the seed's `MainPageDelegateObject`): it calls the services face, never
/// the router's internals.
enum AHServiceRouterFlows {
    static let all: [Flow] = [
        navigation, doTask, fallback, recyclePartial, recycleComplete, loginSystem, loginTaskCompletion,
    ]

    static let navigation = Flow(
        "ahservicerouter.navigation",
        "Settings by service name: push, present, present in navigation; a missing key is a typed error",
        source: "AHServiceRouter README › Navigation"
    ) { flow in
        let services: any ServiceRouting = flow.app.services
        let refresh = UserInfo((SettingsService.shouldRefresh, true))
        try await flow.step("signed in earlier; launch with Home (the main page)") {
            try await flow.app.signIn(username: "ada", password: "analytical")
            try flow.app.launchHome()
        }
        let home = try flow.top("Home")
        let stack = try flow.require(home.navigationStack)
        let pushed = CompletionProbe<Result<any NavigationHandle, ServiceError>>()
        try await flow.step("navigate SettingsService/navigate with shouldRefresh: true, type .push(navigation stack)")
        {
            services.navigate(
                service: SettingsService.name, task: SettingsService.navigate, userInfo: refresh,
                type: .push(stack), completion: pushed.callback)
        }
        let settings = try flow.top("Settings")
        try flow.expect(
            pushed.once.flatMap { try? $0.get().destination } === settings,
            "the completion ran once, with the pushed Settings")
        try flow.expectEqual(
            try flow.read("preference-quality"), "quality: high",
            "Settings got shouldRefresh and shows what it refreshed")
        for (type, label) in [
            (ServiceNavigation.present(home), "present"), (.presentInNavigation(home), "presentInNavigation"),
            (.pushOrPresent(home), "pushOrPresent (Home is in a stack: push)"),
        ] {
            try await flow.step("remove it through its handle, then navigate again with .\(label)") {
                let handle = try flow.require(
                    pushed.calls.last.flatMap { try? $0.get() }, "the handle of the last navigation")
                var removal: Result<Void, RouterError>?
                handle.remove { removal = $0 }
                try flow.require(removal, "the removal's outcome").get()
                services.navigate(
                    service: SettingsService.name, task: SettingsService.navigate, userInfo: refresh,
                    type: type, completion: pushed.callback)
            }
            let top = try flow.top("Settings")
            switch type {
            case .present: try flow.expect(home.presentedScreen === top, "Settings is presented by Home")
            case .presentInNavigation:
                try flow.expect(
                    home.presentedScreen is StackContainer && top.parent === home.presentedScreen,
                    "Settings is presented inside a new navigation stack")
            default: try flow.expectEqual(flow.stackNames, ["Home", "Settings"], "Settings is pushed")
            }
        }
        let before = flow.app.router.navigationState
        let missing = CompletionProbe<Result<any NavigationHandle, ServiceError>>()
        try await flow.step("navigate without shouldRefresh, then with a String under that name") {
            services.navigate(
                service: SettingsService.name, task: SettingsService.navigate, userInfo: UserInfo(),
                type: .push(stack), completion: missing.callback)
            services.navigate(
                service: SettingsService.name, task: SettingsService.navigate,
                userInfo: UserInfo((UserInfoKey<String>("shouldRefresh"), "yes")), type: .push(stack),
                completion: missing.callback)
        }
        try flow.expectEqual(
            missing.calls.map(\.failure),
            [
                .userInfo(.missing(key: "shouldRefresh", expected: "Bool")),
                .userInfo(.wrongType(key: "shouldRefresh", expected: "Bool", got: "String")),
            ],
            "each completion ran once with the typed error naming the key")
        try flow.expectEqual(
            flow.app.router.navigationState, before, "the hierarchy and the navigation state did not change")
    }

    static let doTask = Flow(
        "ahservicerouter.do-task", "Create the Settings screen through a task and present it with a custom transition",
        source: "AHServiceRouter README › Do Tasks"
    ) { flow in
        let services: any ServiceRouting = flow.app.services
        try await flow.step("signed in earlier; launch with Home") {
            try await flow.app.signIn(username: "ada", password: "analytical")
            try flow.app.launchHome()
        }
        let home = try flow.top("Home")
        let completion = CompletionProbe<Result<UserInfo, ServiceError>>()
        var created: Result<UserInfo?, ServiceError> = .success(nil)
        try await flow.step(
            "doTask SettingsService/createScreen with shouldRefresh: false; Home presents the result itself, .custom(\"zoom\")"
        ) {
            created = services.doTask(
                service: SettingsService.name, task: SettingsService.createScreen,
                userInfo: UserInfo((SettingsService.shouldRefresh, false)), completion: completion.callback)
            try home.present(
                try flow.require(try created.get()?.value(SettingsService.screen)), style: .custom(transition: "zoom"))
        }
        let settings = try flow.top("Settings")
        try flow.expect(
            settings.modalStyle == .custom(transition: "zoom") && settings.presentingScreen === home,
            "the task's screen is presented by Home with the custom transition")
        try flow.expect(
            completion.once.flatMap { try? $0.get()[SettingsService.screen] } === settings,
            "the task returned the screen synchronously and its completion ran once with it")
        try flow.expectEqual(
            flow.app.router.navigationState.routeIdentifiers, ["home", "settings"],
            "the navigation state knows the presented settings route")
        let wrongKind = CompletionProbe<Result<UserInfo, ServiceError>>()
        try await flow.step("doTask on SettingsService/navigate, which is a screen service") {
            services.doTask(
                service: SettingsService.name, task: SettingsService.navigate, userInfo: UserInfo(),
                completion: wrongKind.callback)
        }
        try flow.expectEqual(
            wrongKind.once?.failure, .wrongTaskKind(service: "SettingsService", task: "navigate", expected: .task),
            "a typed error, once")
    }

    static let fallback = Flow(
        "ahservicerouter.fallback",
        "Unknown services and tasks reach the fallback delegate; without one, the error reaches the completion once",
        source: "AHServiceRouter README › Fallback Delegate"
    ) { flow in
        let services: any ServiceRouting = flow.app.services
        try await flow.step("launch with Home") { try flow.app.launchHome() }
        let home = try flow.top("Home")
        let screens = CompletionProbe<Result<any NavigationHandle, ServiceError>>()
        try await flow.step("navigate PodcastService/navigate, which nobody registered") {
            services.navigate(
                service: "PodcastService", task: "navigate", userInfo: UserInfo(), type: .pushOrPresent(home),
                completion: screens.callback)
        }
        try flow.expectEqual(flow.stackNames, ["Home", "Unavailable"], "the delegate's fallback screen is pushed")
        try flow.expect(screens.once.map { (try? $0.get()) != nil } == true, "the completion ran once, with success")
        let tasks = CompletionProbe<Result<UserInfo, ServiceError>>()
        var returned: Result<UserInfo?, ServiceError> = .success(nil)
        try await flow.step("doTask SettingsService/export, a task the service does not have") {
            returned = services.doTask(
                service: SettingsService.name, task: "export", userInfo: UserInfo(), completion: tasks.callback)
        }
        try flow.expectEqual(
            try returned.get()?[AppFallbackReply.message], "SettingsService/export is not available in this version",
            "the delegate's fallback result comes back")
        try flow.expect(tasks.once.map { (try? $0.get()) != nil } == true, "the completion ran once, with it")
        let before = flow.app.router.navigationState
        let errors = CompletionProbe<ServiceError?>()
        try await flow.step("without a delegate: the same two calls") {
            flow.app.services.fallback = nil
            services.navigate(
                service: "PodcastService", task: "navigate", userInfo: UserInfo(), type: .pushOrPresent(home)
            ) {
                errors.callback($0.failure)
            }
            services.doTask(service: SettingsService.name, task: "export", userInfo: UserInfo()) {
                errors.callback($0.failure)
            }
        }
        try flow.expectEqual(
            errors.calls,
            [.unknownService("PodcastService"), .unknownTask(service: "SettingsService", task: "export")],
            "each completion ran once with its typed error")
        try flow.expectEqual(flow.app.router.navigationState, before, "nothing changed in the hierarchy")
    }

    /// Taps through the seed's stack `mainPage → showPage → audioPlayer → showPage → showPage → audioPlayer`.
    @MainActor
    static func tap(_ flow: FlowContext, _ service: ServiceName, _ task: TaskName, _ info: UserInfo) async throws {
        var outcome: Result<any NavigationHandle, ServiceError>?
        let top = try flow.require(flow.app.window.topScreen)
        flow.app.services.navigate(service: service, task: task, userInfo: info, type: .pushOrPresent(top)) {
            outcome = $0
        }
        _ = try flow.require(outcome).get()
    }

    static func show(_ id: Int) -> UserInfo { UserInfo((ShowPageService.showId, id)) }
    static func track(_ id: Int) -> UserInfo { UserInfo((AudioPlayerService.trackId, id)) }

    static let recyclePartial = Flow(
        "ahservicerouter.recycle-partial",
        "Partial recycling: a page of the same show is popped back to; a different show is pushed",
        source: "AHServiceRouter README › Recycle View Controller › Partial Recycling"
    ) { flow in
        try await flow.step("mainPage → showPage 42 → audioPlayer 420 → showPage 7") {
            try flow.app.launchHome()
            try await tap(flow, ShowPageService.name, ShowPageService.navigate, show(42))
            try await tap(flow, AudioPlayerService.name, AudioPlayerService.navigate, track(420))
            try await tap(flow, ShowPageService.name, ShowPageService.navigate, show(7))
        }
        try flow.expectEqual(
            flow.stackNames, ["Home", "ShowPage", "AudioPlayer", "ShowPage"], "every screen was new: pushed")
        let show42 = try flow.require(
            (flow.app.window.root as? StackContainer)?.screens[1])
        try await flow.step("→ showPage 99 (a different show: pushed)") {
            try await tap(flow, ShowPageService.name, ShowPageService.navigate, show(99))
        }
        try flow.expectEqual(
            flow.stackNames, ["Home", "ShowPage", "AudioPlayer", "ShowPage", "ShowPage"], "show 99 is pushed")
        try await flow.step("→ showPage 42 (already in the stack: reused)") {
            try await tap(flow, ShowPageService.name, ShowPageService.navigate, show(42))
        }
        try flow.expectEqual(flow.stackNames, ["Home", "ShowPage"], "the router popped back to the page of show 42")
        try flow.expect(
            flow.app.window.topScreen === show42 && flow.lifecycle(of: show42).filter { $0 == .didLoad }.count == 1
                && flow.lifecycle(of: show42).last == .didAppear,
            "the same instance appeared again, without loading again")
        try flow.expectEqual(
            flow.app.router.navigationState.routeIdentifiers, ["home", "show"], "the navigation state is true")
        try await flow.step("→ audioPlayer 420 (none left in the stack: a new one is pushed)") {
            try await tap(flow, AudioPlayerService.name, AudioPlayerService.navigate, track(420))
        }
        try flow.expectEqual(flow.stackNames, ["Home", "ShowPage", "AudioPlayer"], "the stack stays short")
    }

    static let recycleComplete = Flow(
        "ahservicerouter.recycle-complete",
        "Complete recycling: the audio player in the stack is reused wherever it is",
        source: "AHServiceRouter README › Recycle View Controller › Complete Recycling"
    ) { flow in
        try await flow.step("mainPage → showPage 42 → audioPlayer 420 → showPage 7 → showPage 99") {
            try flow.app.launchHome()
            try await tap(flow, ShowPageService.name, ShowPageService.navigate, show(42))
            try await tap(flow, AudioPlayerService.name, AudioPlayerService.navigate, track(420))
            try await tap(flow, ShowPageService.name, ShowPageService.navigate, show(7))
            try await tap(flow, ShowPageService.name, ShowPageService.navigate, show(99))
        }
        let player = try flow.require(
            (flow.app.window.root as? StackContainer)?.screens[2])
        try flow.expectEqual(
            flow.stackNames, ["Home", "ShowPage", "AudioPlayer", "ShowPage", "ShowPage"], "five screens deep")
        try await flow.step("→ audioPlayer 990: the player two pages down is reused for the new track") {
            try await tap(flow, AudioPlayerService.name, AudioPlayerService.navigate, track(990))
        }
        try flow.expectEqual(
            flow.stackNames, ["Home", "ShowPage", "AudioPlayer"], "the router popped back to the player")
        try flow.expect(
            flow.app.window.topScreen === player && player.content.title == "Track 990",
            "the same player instance now shows track 990")
        try flow.expect(
            flow.lifecycle(of: player).filter { $0 == .didLoad }.count == 1, "it appeared again without loading again")
        try flow.expectEqual(
            flow.app.router.navigationState.routeIdentifiers, ["home", "show", "player"], "the navigation state is true"
        )
        try flow.expect(
            flow.app.router.navigationState.root?.children.last?.route == .object(["trackId": .integer(990)]),
            "and carries the new track")
    }

    static let loginSystem = Flow(
        "ahservicerouter.login-system",
        "Page A → Page B only when signed in; signed out, Login is presented with a completion",
        source: "AHServiceRouter README › Login System"
    ) { flow in
        try await flow.step("launch with the cart (page A), signed out; tap Confirm") {
            try flow.app.launchCart(orderNumber: 1042, price: 59.9)
            try flow.tap("confirm")
        }
        let cart = (flow.app.window.root as? StackContainer)?.root
        try flow.expect(
            cart?.name == "Cart" && cart?.presentedScreen is StackContainer
                && flow.app.window.topScreen?.name == "Login",
            "Login is presented in a navigation stack")
        try await flow.step("sign in with a wrong password (the backend says 401), tap OK on the alert, then cancel") {
            try await flow.submitLogin("ada", "babbage")
            try flow.tap("OK")
            try flow.tap("cancel")
        }
        try flow.expect(cart?.presentedScreen == nil && flow.stackNames == ["Cart"], "page A is left as it was")
        try flow.expectEqual(try flow.read("status"), "not signed in: wrong username or password", "and it reports why")
        try await flow.step("tap Confirm again and sign in") {
            try flow.tap("confirm")
            try await flow.submitLogin("ada", "analytical")
        }
        try flow.expectEqual(flow.stackNames, ["Cart", "OrderSummary"], "the completion continued to page B")
        try flow.expectEqual(
            [try flow.read("order"), try flow.read("price")], ["Order #1042", "59.90"], "with orderNumber and price")
        try await flow.step("go back; tap Confirm, already signed in") {
            try flow.app.window.perform(.back)
            try flow.tap("confirm")
        }
        try flow.expect(
            flow.stackNames == ["Cart", "OrderSummary"] && cart?.presentedScreen == nil, "straight to page B, no Login")
    }

    static let loginTaskCompletion = Flow(
        "ahservicerouter.login-task-completion",
        "Login created by a task that keeps its completion and calls it when the user finishes",
        source: "AHServiceRouter README › Login System (Q&A)"
    ) { flow in
        try await flow.step(
            "launch with the cart, signed out; Confirm through LoginService/createScreen: the cart presents the form as a sheet"
        ) {
            try flow.app.launchCart(orderNumber: 7, price: 12.5)
            try flow.tap("confirm-with-task")
        }
        let cart = (flow.app.window.root as? StackContainer)?.root
        try flow.expect(
            flow.app.window.topScreen?.name == "Login" && cart?.presentedScreen?.modalStyle == .sheet, "the form is up")
        try flow.expect(cart?.content.element("status") == nil, "the task's completion is still pending")
        try await flow.step("the user swipes the form away without signing in") {
            try flow.app.window.perform(.swipeDown)
        }
        let status = try? flow.read("status")
        try flow.expect(
            status?.contains("ended without a result") == true,
            "the kept completion, released unfinished, reported taskAbandoned — it was not silently dropped",
            got: status)
        try await flow.step("Confirm through the task again, and sign in") {
            try flow.tap("confirm-with-task")
            try await flow.submitLogin("ada", "analytical")
        }
        try flow.expectEqual(
            flow.stackNames, ["Cart", "OrderSummary"],
            "the task's completion ran when the user finished and page B followed")
        try flow.expectEqual(
            [try flow.read("order"), try flow.read("price")], ["Order #7", "12.50"], "with the order's values")
    }
}
