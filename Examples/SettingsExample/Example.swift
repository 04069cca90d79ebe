// Settings alone: the engine, SettingsEntry, and doubles for the HTTP client, sign-in and the
// signed-in session. `swift run SettingsExample`.
public import ExampleSupport
import HTTPClientInterface
import HTTPClientTesting
import InjectionInterface
import LoginInterface
import LoginTesting
public import NavigationInterface
import RouterInterface
import Settings
import SettingsInterface
import UIToolkitInterface

/// The example's script: what `swift run SettingsExample` plays.
@MainActor
public struct Example: FeatureExample {
    public static let name = "SettingsExample"
    let client = MockHTTPClient(["GET /settings": .success(#"{"quality": "high"}"#)])
    let auth = StubAuthenticator(account: Account(id: "ada", name: "Ada Lovelace", token: "t"))

    public init() {}

    public var entries: [any AppEntry] {
        [
            SettingsEntry(),
            DoublesEntry { registrar throws(RouterError) in
                try registrar.register((any HTTPClientProtocol).self, scope: .singleton) { client }
                try registrar.register((any Authenticating).self, scope: .singleton) { auth }
                try registrar.register((any UserSession).self, scope: .singleton) { StubSession(number: 3) }
            },
        ]
    }

    public func script(_ example: ExampleApp) async throws {
        try await example.step("open the settings, refreshing them") {
            try example.launch(SettingsRoute(shouldRefresh: true))
        }
        try example.top("Settings")
        try example.expect(
            example.read("preferences") == "quality: high" && example.read("session") == "Session #3",
            "the preferences the double serves, in the session the double holds")
        try await example.step("sign out") { try example.tap("sign-out") }
        try example.expect(auth.currentAccount == nil, "nobody is signed in")
    }
}
