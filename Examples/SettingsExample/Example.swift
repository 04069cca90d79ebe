// Settings alone: the engine, SettingsEntry, and doubles for the HTTP client, sign-in and the
// signed-in session. `swift run SettingsExample`.
import ExampleSupport
import HTTPClientInterface
import HTTPClientTesting
import LoginInterface
import LoginTesting
import RouterInterface
import Settings
import SettingsInterface
import UIToolkitInterface

/// The example's script: what `swift run SettingsExample` plays.
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
        let client = MockHTTPClient(["GET /settings": .success(#"{"quality": "high"}"#)])
        let auth = StubAuthenticator(account: Account(id: "ada", name: "Ada Lovelace", token: "t"))
        let example = try ExampleApp(
            [
                SettingsEntry(),
                DoublesEntry { registrar throws(RouterError) in
                    try registrar.register((any HTTPClientProtocol).self, scope: .singleton) { client }
                    try registrar.register((any Authenticating).self, scope: .singleton) { auth }
                    try registrar.register((any UserSession).self, scope: .singleton) { StubSession(number: 3) }
                },
            ], arguments: arguments, output: output, errors: errors)
        return await example.play("SettingsExample") { example in
            try await example.step("open the settings, refreshing them") {
                try example.launch(SettingsRoute(shouldRefresh: true))
            }
            let settings = try example.top((any SettingsScreenInput).self)
            try example.expect(
                settings.preferences == ["quality": "high"] && settings.sessionNumber == 3,
                "the preferences the double serves, in the session the double holds")
            try await example.step("sign out") { settings.signOut() }
            try example.expect(auth.currentAccount == nil, "nobody is signed in")
        }
    }
}
