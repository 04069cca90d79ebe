import Home
import HomeInterface
import ProfileInterface
import RouterInterface
import ShowPageInterface
import TestSupport
import Testing

@MainActor
@Suite("Home")
struct HomeScreenTests {
    @Test("taps push a show and the profile; failures are kept")
    func taps() throws {
        let router = RecordingRouter()
        let home = try #require(try StaticInjector([router]).make(HomeFeature.self).build(from: HomeRoute()) as? HomeScreen)
        home.tapShow(42)
        home.tapProfile()
        #expect(router.calls.map { type(of: $0.route).identifier } == ["show", "profile"])
        router.failure = .unregisteredRoute(identifier: "show")
        home.tapShow(1)
        #expect(home.lastError == .unregisteredRoute(identifier: "show"))
    }
}
