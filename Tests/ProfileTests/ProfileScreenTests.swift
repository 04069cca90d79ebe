import Foundation
import HTTPClientInterface
import HTTPClientTesting
import HeadlessUI
import HierarchyDriving
import LoginInterface
import LoginTesting
import NavigationInterface
import NavigationTesting
import ProfileInterface
import RouterInterface
import SettingsInterface
import TestSupport
import Testing
import UIToolkitInterface

@testable import Profile

/// Decodes only `promo|{...}`, standing in for the router's registry.
struct PromoRoute: Route {
    static let identifier = "promo"
    let id: Int
}
struct PromoDecoding: RouteDecoding {
    func decodeRoute(from string: String) throws(RouterError) -> any Route {
        guard string.hasPrefix("promo|") else {
            throw .unregisteredRoute(identifier: RouteIdentifier(String(string.prefix { $0 != "|" })))
        }
        return PromoRoute(id: 1)
    }
}

@MainActor
@Suite("Profile")
struct ProfileScreenTests {
    /// The window the profile is shown in, so its buttons can be tapped.
    let window = HeadlessWindow()

    func profile(
        _ anyRoute: String, router: RecordingRouter = RecordingRouter(),
        auth: StubAuthenticator = StubAuthenticator()
    ) async throws -> ProfileScreen {
        router.decoding = PromoDecoding()
        let client = MockHTTPClient([
            "GET /users/ada": .success(
                #"{"handle": "ada", "name": "Ada Lovelace", "followers": 3, "anyRoute": "\#(anyRoute)"}"#)
        ])
        let feature = try StaticInjector([client, auth, router]).make(ProfileFeature.self)
        let screen = try #require(
            try feature.build(from: ProfileRoute(someAnalyticsContext: "test", handle: "ada")) as? ProfileScreen)
        try window.setRoot(StackContainer([screen]))
        await screen.settle()
        return screen
    }

    @Test("loads the user through the injected client and decodes the promoted route")
    func loads() async throws {
        let screen = try await profile("promo|{}")
        #expect(screen.profile?.name == "Ada Lovelace")
        #expect((try? screen.profile?.featured.get())?.route as? PromoRoute == PromoRoute(id: 1))
        #expect(screen.elementIDs == ["name", "handle", "followers", "account", "featured", "sign-in", "settings"])
        #expect(
            [screen.shown("name"), screen.shown("handle"), screen.shown("followers"), screen.shown("account")]
                == ["Ada Lovelace", "@ada", "3 followers", "Guest"])
        #expect(screen.shown("featured") == "Featured: promo" && screen.content.title == "Profile")
    }

    @Test("signed in: the account is named and no sign-in is offered")
    func signedIn() async throws {
        let auth = StubAuthenticator(account: Account(id: "ada", name: "Ada", token: "t"))
        let screen = try await profile("promo|{}", auth: auth)
        #expect(screen.shown("account") == "Signed in as ada")
        #expect(screen.elementIDs == ["name", "handle", "followers", "account", "featured", "settings"])
    }

    @Test("buttons navigate through Routing: login, settings and the featured route shown (pushed in a stack)")
    func buttons() async throws {
        let router = RecordingRouter()
        let screen = try await profile("promo|{}", router: router)
        try screen.tap("sign-in")
        try screen.tap("settings")
        try screen.tap("featured")
        #expect(router.calls.map { type(of: $0.route).identifier } == ["login", "settings", "promo"])
        #expect(router.calls.allSatisfy { $0.presentation == .show && $0.source == "Profile" })
        #expect(router.calls[1].route as? SettingsRoute == SettingsRoute(shouldRefresh: true))
    }

    @Test("an unregistered promoted route keeps the profile and shows the typed error on tap")
    func unregisteredPromotion() async throws {
        let router = RecordingRouter()
        let screen = try await profile("podcast|{}", router: router)
        #expect(screen.profile?.name == "Ada Lovelace")
        try screen.tap("featured")
        #expect(router.calls.isEmpty)
        #expect(screen.shown("error") == RouterError.unregisteredRoute(identifier: "podcast").description)
    }

    @Test("a failed navigation is shown on the profile")
    func navigationFailure() async throws {
        let router = RecordingRouter()
        router.failure = .featureDisabled(feature: "LoginFeature", route: "login")
        let screen = try await profile("promo|{}", router: router)
        try screen.tap("sign-in")
        #expect(screen.shown("error")?.contains("LoginFeature is disabled") == true)
    }

    @Test("a backend failure is shown instead of the profile")
    func backendFailure() async throws {
        let feature = try StaticInjector([MockHTTPClient(), StubAuthenticator(), RecordingRouter()]).make(
            ProfileFeature.self)
        let screen = try #require(try feature.build(from: ProfileRoute(someAnalyticsContext: "test")) as? ProfileScreen)
        try window.setRoot(StackContainer([screen]))
        await screen.settle()
        #expect(screen.profile == nil && screen.shown("error") == "/users/ada answered 404")
        #expect(screen.shown("handle") == nil && screen.shown("status") == nil)
    }

    @Test("a dependency the test gave no double for is named, not a crash")
    func missingDouble() {
        #expect(
            throws: MissingDouble(feature: "ProfileFeature", dependencies: ["HTTPClientProtocol", "Routing"])
        ) {
            try StaticInjector([StubAuthenticator()]).make(ProfileFeature.self)
        }
    }
}
