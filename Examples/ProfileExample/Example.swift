// Profile alone: the engine, ProfileEntry, doubles for the HTTP client and sign-in, and
// placeholders for the Login and Settings screens it opens. `swift run ProfileExample`.
public import ExampleSupport
import HTTPClientInterface
import HTTPClientTesting
import InjectionInterface
import LoginInterface
import LoginTesting
public import NavigationInterface
import Profile
import ProfileInterface
import RouterInterface
import SettingsInterface
import UIToolkitInterface

/// The example's script: what `swift run ProfileExample` plays.
@MainActor
public struct Example: FeatureExample {
    public static let name = "ProfileExample"
    let client = MockHTTPClient([
        "GET /users/ada": .success(#"{"handle": "ada", "name": "Ada Lovelace", "followers": 1843, "anyRoute": ""}"#)
    ])

    public init() {}

    public var entries: [any AppEntry] {
        [
            ProfileEntry(),
            DoublesEntry { registrar throws(RouterError) in
                try registrar.register((any HTTPClientProtocol).self, scope: .singleton) { client }
                try registrar.register((any Authenticating).self, scope: .singleton) { StubAuthenticator() }
            },
            PlaceholderEntry(routes: [LoginRoute.self, SettingsRoute.self]),
        ]
    }

    public func script(_ example: ExampleApp) async throws {
        try await example.step("launch the profile of @ada") {
            try example.launch(ProfileRoute(someAnalyticsContext: "example", handle: "ada"))
        }
        let profile = try example.top("Profile")
        try example.expect(example.read("name") == "Ada Lovelace", "the profile shows the user the double serves")
        try await example.step("tap Settings") { try example.tap("settings") }
        try example.expect(example.topScreen?.name == "Placeholder", "Settings opens, as a placeholder")
        try await example.step("go back") { try example.window.perform(.back) }
        try example.expect(example.topScreen === profile, "the profile is on top again")
    }
}
