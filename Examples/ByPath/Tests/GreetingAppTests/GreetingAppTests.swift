import Analytics
import AnalyticsInterface
import GreetingApp
import GreetingInterface
import HeadlessUI
import HierarchyDriving
import Injection
import NavigationInterface
import Router
import RouterInterface
import Testing
import UIToolkitInterface

/// The root, built from Horizon's products, launches the feature and a user can tap its button.
@MainActor
@Suite("a package that depends on Horizon by path")
struct GreetingAppTests {
    @Test("the router shows the greeting the registered greeter made, and the button acts")
    func greets() async throws {
        let app = try GreetingApp()
        try app.launch(greeting: "Ada")
        await app.window.settle()
        #expect(app.window.topScreen?.name == "Greeting")
        #expect(try app.window.displayedValue(of: "greeting") == "Hello, Ada!")
        try app.window.perform(.tap("read"))
        await app.window.settle()
        #expect(try app.window.displayedValue(of: "read") == "Read")
    }

    @Test("a route nothing registered is refused with the router's typed error")
    func unknownRoute() throws {
        struct Elsewhere: Route { static let identifier = "elsewhere" }
        let app = try GreetingApp()
        #expect(throws: RouterError.self) { _ = try app.router.launch(route: Elsewhere()) }
    }

    @Test("the team's analytics face records a screen view for each tracked route shown, and features resolve it")
    func analytics() async throws {
        let app = try GreetingApp()
        #expect(app.analytics.screenViews.isEmpty)
        try app.launch(greeting: "Ada")
        try app.launch(greeting: "Grace")
        #expect(app.analytics.screenViews == ["greeting_screen", "greeting_screen"])
        let log = try app.router.container.resolve((any ScreenViewLog).self)
        #expect(log === app.analytics)
    }

    @Test("a tracked route no module serves fails validate(); a module using the face uninstalled is a typed error")
    func analyticsMisconfigured() throws {
        struct Tracked: AppEntry {
            let name = "Tracked"
            func register(in registrar: any EntryRegistrar) throws(RouterError) {
                try registrar.analytics.track(Unserved.self, as: "unserved_screen")
            }
        }
        let bare = RouterEngine(window: HeadlessWindow())
        #expect {
            try bare.install([Tracked()])
        } throws: { error in
            guard case RouterError.dependency(.dependencyFailed(let type, let reason)) = error else { return false }
            return type == "AnalyticsRegistering" && reason.hasPrefix("Tracked asked for it")
        }
        let router = RouterEngine(window: HeadlessWindow())
        try AnalyticsFace.install(on: router)
        try router.install([Tracked()])
        #expect(throws: RouterError.invalidConfiguration([.unregisteredRoute(identifier: "unserved")])) {
            try router.validate()
        }
    }
}

/// A route no module serves.
private struct Unserved: Route { static let identifier = "unserved" }
