import HierarchyDriving
import HomeInterface
import InjectionInterface
import LoginInterface
import OrderInterface
import ProfileInterface
import Router
public import RouterInterface
public import UIToolkitInterface

extension ComposedApp {
    /// Launches into a navigation stack with the profile (RouterService's initial feature).
    ///
    /// - Returns: The navigation stack at the root of the window.
    /// - Throws: What the router throws, e.g. `RouterError.dependency`.
    @discardableResult
    public func launchProfile(handle: String?) throws(RouterError) -> Screen {
        try core.launch(route: ProfileRoute(someAnalyticsContext: "launch", handle: handle))
    }

    /// Launches into a navigation stack with the home screen.
    ///
    /// - Returns: The navigation stack at the root of the window.
    /// - Throws: What the router throws.
    @discardableResult
    public func launchHome() throws(RouterError) -> Screen {
        try core.launch(route: HomeRoute())
    }

    /// Launches into a navigation stack with the cart of an order (the seed's page A).
    ///
    /// - Returns: The navigation stack at the root of the window.
    /// - Throws: What the router throws.
    @discardableResult
    public func launchCart(orderNumber: Int, price: Double) throws(RouterError) -> Screen {
        try core.launch(route: try CartRoute(orderNumber: orderNumber, price: price))
    }

    /// Signs in as if the user had done so in an earlier session.
    ///
    /// - Throws: `LoginError` from the backend, or `RouterError` when the service is missing.
    public func signIn(username: String, password: String) async throws {
        _ = try await dependencies.resolve((any Authenticating).self).signIn(username: username, password: password)
    }

    /// Waits until every screen in the window finished its loading tasks.
    public func settle() async {
        await window.settle()
    }
}
