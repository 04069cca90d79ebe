public import HeadlessUI
import ProfileInterface
public import RouterInterface
import ShowPageInterface

/// The main page: featured shows and the way to the profile.
public final class HomeScreen: Screen {
    /// The shows featured on the home screen.
    public static let featuredShows = [42, 7]

    private let router: any Routing
    /// The last navigation error.
    public private(set) var lastError: RouterError?

    init(router: any Routing) {
        self.router = router
        super.init(name: "Home")
        summary = "featured shows " + Self.featuredShows.map(String.init).joined(separator: ", ")
    }

    /// The user taps a show: pushes its page.
    public func tapShow(_ id: Int) {
        go(to: ShowRoute(showId: id))
    }

    /// The user taps the profile button: pushes the profile.
    public func tapProfile() {
        go(to: ProfileRoute(someAnalyticsContext: "home"))
    }

    private func go(to route: any Route) {
        router.navigate(to: route, from: self, presentation: .push) { [weak self] result in
            if case .failure(let error) = result { self?.lastError = error }
        }
    }
}
