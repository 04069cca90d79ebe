public import FeatureFlagsInterface
public import HierarchyDriving
public import InjectionInterface
public import NavigationInterface
public import RouterInspection
public import RouterInterface
public import RouterLinksInspection
import RouterLinksInterface
public import RouterModulesInspection
import RouterModulesInterface
public import RouterServicesInterface
public import UIToolkitInterface

/// The running app as what drives it sees it — the flows, the CLI, a test — through interfaces
/// only: the window, the router and its faces as their inspection protocols, the flags, and
/// the launches a user's session starts with. The composition root conforms; only the
/// executable that creates it knows its type.
///
/// ```swift
/// let app = try makeApp(.fixtures, .headless)
/// try app.launchHome()
/// await app.settle()
/// print(app.router.navigationState.routeIdentifiers)
/// ```
@MainActor
public protocol RunningApp: AnyObject {
    /// The toolkit the app was created with.
    var toolkit: AppToolkit { get }
    /// The window everything is shown in.
    var window: any DrivableToolkit { get }
    /// The router, as code that navigates and inspects it sees it.
    var router: any Routing & RouterInspecting { get }
    /// The services-and-tasks face.
    var services: any ServiceInspecting { get }
    /// The protocols face.
    var modules: any ModuleInspecting { get }
    /// The links-and-state face.
    var links: any LinkRestoring { get }
    /// The feature flags, which a remote configuration would update.
    var flags: any FeatureFlagOverriding { get }
    /// The dependency resolver features are injected from, for code that acts as a feature would.
    var dependencies: any DependencyResolving { get }
    /// Whether someone is signed in (the Profile tab's guard).
    var isSignedIn: Bool { get }

    /// Launches into a navigation stack with the profile, of `handle` or of the signed-in user.
    ///
    /// - Returns: The navigation stack at the root of the window.
    @discardableResult
    func launchProfile(handle: String?) throws(RouterError) -> Screen
    /// Launches into a navigation stack with the home screen.
    ///
    /// - Returns: The navigation stack at the root of the window.
    @discardableResult
    func launchHome() throws(RouterError) -> Screen
    /// Launches into a navigation stack with the cart of an order.
    ///
    /// - Returns: The navigation stack at the root of the window.
    @discardableResult
    func launchCart(orderNumber: Int, price: Double) throws(RouterError) -> Screen
    /// Signs in as if the user had done so in an earlier session.
    func signIn(username: String, password: String) async throws
    /// Waits until every screen in the window finished its loading tasks.
    func settle() async
}

extension RunningApp {
    /// Launches into a navigation stack with the signed-in user's profile.
    @discardableResult
    public func launchProfile() throws(RouterError) -> Screen {
        try launchProfile(handle: nil)
    }
}

/// Creates a fresh app: what the executable hands to the flows and the CLI, so that they can
/// start an app (one per flow, again on a relaunch) without importing the composition root.
public typealias AppMaker = @MainActor (AppBackend, AppToolkit) throws -> any RunningApp
