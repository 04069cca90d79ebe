public import Analytics
import Greeting
import GreetingInterface
import HeadlessUI
public import HierarchyDriving
import NavigationInterface
public import Router
public import RouterInterface
import UIToolkitInterface

/// The composition root: the engine over a headless window, the team's analytics face, a greeter,
/// and every feature.
@MainActor
public struct GreetingApp {
    /// The window the router shows screens in, which tests drive as a person would.
    public let window: any DrivableToolkit
    /// The engine, with every module installed and validated.
    public let router: RouterEngine
    /// The team's own face: a screen view for each tracked route shown.
    public let analytics: AnalyticsFace

    /// Installs the modules and checks that every feature's dependencies are registered.
    ///
    /// - Throws: `RouterError` when a registration clashes or a dependency is missing.
    public init() throws(RouterError) {
        window = HeadlessWindow()
        router = RouterEngine(window: window)
        analytics = try AnalyticsFace.install(on: router)
        try router.install([GreeterEntry(), GreetingEntry()])
        try router.validate()
    }

    /// Launches into the greeting for `name`.
    ///
    /// - Throws: What the router throws.
    public func launch(greeting name: String) throws(RouterError) {
        _ = try router.launch(route: GreetingRoute(name: name))
    }
}

/// Registers the app's greeter, as a feature pair's entry registers its services.
struct GreeterEntry: AppEntry {
    let name = "Greeter"

    func register(in registrar: any EntryRegistrar) throws(RouterError) {
        try registrar.register((any Greeter).self, scope: .singleton) { PoliteGreeter() }
    }
}

/// Says hello.
struct PoliteGreeter: Greeter {
    func greeting(for name: String) -> String { "Hello, \(name)!" }
}
