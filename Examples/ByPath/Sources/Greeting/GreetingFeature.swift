import GreetingInterface
import InjectionInterface
import NavigationInterface
import RouterInterface
import UIToolkitInterface

/// Builds the greeting screen for a route, with the greeter the composition root registered.
struct GreetingFeature: Feature {
    @Resolved var greeter: any Greeter

    init() {}

    func build(from route: GreetingRoute) throws -> Screen {
        GreetingScreen(text: greeter.greeting(for: route.name))
    }
}
