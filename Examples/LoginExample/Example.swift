// Login alone: the engine, LoginEntry, a double for the HTTP client, and LoginTesting's
// recording alert as the alert Login requires. `swift run LoginExample`.
import ExampleSupport
import HTTPClientInterface
import HTTPClientTesting
import Login
import LoginInterface
import LoginTesting
import RouterInterface
import RouterModulesInterface
import UIToolkitInterface

/// The example's script: what `swift run LoginExample` plays.
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
            "POST /login": .success(#"{"id": "ada", "name": "Ada Lovelace", "token": "t"}"#)
        ])
        let example = try ExampleApp(
            [
                LoginEntry(),
                DoublesEntry { registrar throws(RouterError) in
                    try registrar.register((any HTTPClientProtocol).self, scope: .singleton) { client }
                    try registrar.modules.registerScreen(
                        RoutableScreen<any LoginAlertInput>(), feature: RecordingLoginAlertFeature.self)
                },
            ], arguments: arguments, output: output, errors: errors)
        return await example.play("LoginExample") { example in
            try await example.step("launch the sign-in form") {
                try example.launch(LoginRoute(reason: "try the example"))
            }
            let login = try example.top((any LoginScreenInput).self)
            try await example.step("submit without a password") { await login.submit(username: "ada", password: "") }
            let alert = try example.top(RecordingLoginAlert.self)
            try example.expect(alert.buttons == ["OK"], "the failure shows in the alert Login requires")
            try await example.step("tap OK") { alert.tapCancel() }
            try await example.step("submit the password") {
                await login.submit(username: "ada", password: "analytical")
            }
            try example.expect(login.summary == "signed in as Ada Lovelace", "the double's account is signed in")
        }
    }
}
