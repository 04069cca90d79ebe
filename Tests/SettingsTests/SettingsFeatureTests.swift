import HTTPClientInterface
import HTTPClientTesting
import HeadlessUI
import HierarchyDriving
import LoginInterface
import LoginTesting
import NavigationTesting
import RouterInterface
import SettingsInterface
import TestSupport
import Testing
import UIToolkitInterface

@testable import Settings

@MainActor
@Suite("Settings")
struct SettingsFeatureTests {
    func settings(refresh: Bool, client: MockHTTPClient, auth: StubAuthenticator = StubAuthenticator()) async throws
        -> SettingsScreen
    {
        let feature = try StaticInjector([StubSession(number: 7), auth, client]).make(SettingsFeature.self)
        let screen = try #require(try feature.build(from: SettingsRoute(shouldRefresh: refresh)) as? SettingsScreen)
        _ = try TestHierarchy.show(screen)
        await screen.settle()
        return screen
    }

    @Test("shouldRefresh reloads the preferences; without it nothing is requested", arguments: [true, false])
    func refresh(shouldRefresh: Bool) async throws {
        let client = MockHTTPClient(["GET /settings": .success(#"{"quality": "high"}"#)])
        let screen = try await settings(refresh: shouldRefresh, client: client)
        #expect(client.requests.count == (shouldRefresh ? 1 : 0))
        #expect(screen.preferences == (shouldRefresh ? ["quality": "high"] : [:]))
        #expect(screen.shown("account") == "Ada Lovelace" && screen.shown("session") == "Session #7")
        #expect(screen.shown("preferences") == (shouldRefresh ? "quality: high" : "Not refreshed"))
    }

    @Test("a failed refresh is shown")
    func failedRefresh() async throws {
        let screen = try await settings(refresh: true, client: MockHTTPClient())
        #expect(screen.shown("error") == "Could not refresh: /settings answered 404")
    }

    @Test("the autoplay switch flips through the window; sign out signs out and closes the screen")
    func signOut() async throws {
        let auth = StubAuthenticator(account: Account(id: "ada", name: "Ada", token: "t"))
        let client = MockHTTPClient()
        let feature = try StaticInjector([StubSession(), auth, client]).make(SettingsFeature.self)
        let screen = try feature.build(from: SettingsRoute(shouldRefresh: false))
        let (window, stack) = try TestHierarchy.show(Screen(name: "Profile"))
        try stack.push(screen)
        #expect(try window.displayedValue(of: "autoplay") == "off")
        try window.perform(.flip("autoplay"))
        #expect(try window.displayedValue(of: "autoplay") == "on")
        #expect((screen as? SettingsScreen)?.autoplay == true)
        try window.perform(.tap("sign-out"))
        #expect(auth.currentAccount == nil && stack.screens.map(\.name) == ["Profile"])
    }

    @Test("with onSignOut set, sign out leaves the next place to whoever set it")
    func signOutHandler() throws {
        let auth = StubAuthenticator(account: Account(id: "ada", name: "Ada", token: "t"))
        let feature = try StaticInjector([StubSession(), auth, MockHTTPClient()]).make(SettingsFeature.self)
        let screen = try #require(try feature.build(from: SettingsRoute(shouldRefresh: false)) as? SettingsScreen)
        let (window, stack) = try TestHierarchy.show(Screen(name: "Profile"))
        try stack.push(screen)
        var calls = 0
        screen.onSignOut = { calls += 1 }
        try window.perform(.tap("sign-out"))
        #expect(auth.currentAccount == nil && calls == 1 && stack.screens.map(\.name) == ["Profile", "Settings"])
    }
}
