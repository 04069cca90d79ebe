// Profile alone: the engine, ProfileEntry, doubles for the HTTP client and sign-in, and
// placeholders for the Login and Settings screens it opens. `swift run ProfileExample`.
import ExampleSupport
import HTTPClientInterface
import HTTPClientTesting
import LoginInterface
import LoginTesting
import Profile
import ProfileInterface
import RouterInterface
import SettingsInterface
import UIToolkitInterface

/// The example's script: what `swift run ProfileExample` plays.
@MainActor
public enum Example {
    /// Plays the example.
    ///
    /// - Parameters:
    ///   - arguments: The command line's arguments (`--toolkit declarative`).
    ///   - output: Where the transcript goes.
    ///   - errors: Where a bad argument's reason and a failed check go: standard error.
    /// - Returns: The exit code: 0 every check held, 1 one did not, 2 a bad argument.
    public static func play(
        arguments: [String], output: @escaping (String) -> Void,
        errors: @escaping (String) -> Void
    ) async throws -> Int32 {
        let client = MockHTTPClient([
            "GET /users/ada": .success(#"{"handle": "ada", "name": "Ada Lovelace", "followers": 1843, "anyRoute": ""}"#)
        ])
        let example = try ExampleApp(
            [
                ProfileEntry(),
                DoublesEntry { registrar throws(RouterError) in
                    try registrar.register((any HTTPClientProtocol).self, scope: .singleton) { client }
                    try registrar.register((any Authenticating).self, scope: .singleton) { StubAuthenticator() }
                },
                PlaceholderEntry(routes: [LoginRoute.self, SettingsRoute.self]),
            ], arguments: arguments, output: output, errors: errors)
        return await example.play("ProfileExample") { example in
            try await example.step("launch the profile of @ada") {
                try example.launch(ProfileRoute(someAnalyticsContext: "example", handle: "ada"))
            }
            let profile = try example.top((any ProfileScreenInput).self)
            try example.expect(profile.userName == "Ada Lovelace", "the profile shows the user the double serves")
            try await example.step("tap Settings") { profile.tapSettings() }
            try example.expect(example.window.topScreen?.name == "Placeholder", "Settings opens, as a placeholder")
            try await example.step("go back") { try example.window.perform(.back) }
            try example.expect(example.window.topScreen === profile, "the profile is on top again")
        }
    }
}
