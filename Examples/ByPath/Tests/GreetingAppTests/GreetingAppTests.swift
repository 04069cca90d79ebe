import GreetingApp
import GreetingInterface
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
}
