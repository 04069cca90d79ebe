public import NavigationInterface
public import RouterInterface
import UIToolkitInterface

/// Serves the routes a feature opens into features the example leaves out, each with a
/// placeholder screen naming the route, so the feature can navigate as in the app.
public struct PlaceholderEntry: AppEntry {
    public let name = "Placeholders"
    private let routes: [any Route.Type]

    /// Creates the module for these routes.
    public init(routes: [any Route.Type]) {
        self.routes = routes
    }

    public func register(in registrar: any EntryRegistrar) throws(RouterError) {
        for route in routes { try serve(route, in: registrar) }
    }

    private func serve<Served: Route>(_ route: Served.Type, in registrar: any EntryRegistrar) throws(RouterError) {
        try registrar.registerRoute(route, feature: PlaceholderFeature<Served>.self)
    }
}

/// A placeholder screen for a route: "Placeholder", saying which route it stands in for.
struct PlaceholderFeature<Served: Route>: Feature {
    func build(from _: Served) throws -> Screen {
        let screen = Screen(name: "Placeholder")
        screen.content = ScreenContent(
            title: Served.identifier, [.text("placeholder", "Stands in for \(Served.identifier) in this example")])
        return screen
    }
}
