// Login alone: the engine, LoginEntry, a double for the HTTP client, and LoginTesting's
// recording alert as the alert Login requires. `swift run LoginExample`.
public import ExampleSupport
import HTTPClientInterface
import HTTPClientTesting
import InjectionInterface
import Login
import LoginInterface
import LoginTesting
public import RouterInterface
import RouterModulesInterface
import UIToolkitInterface

/// The example's script: what `swift run LoginExample` plays.
@MainActor
public struct Example: FeatureExample {
    public static let name = "LoginExample"
    let client = MockHTTPClient([
        "POST /login": .success(#"{"id": "ada", "name": "Ada Lovelace", "token": "t"}"#)
    ])

    public init() {}

    public var entries: [any AppEntry] {
        [
            LoginEntry(),
            DoublesEntry { registrar throws(RouterError) in
                try registrar.register((any HTTPClientProtocol).self, scope: .singleton) { client }
                try registrar.modules.registerScreen(
                    RoutableScreen<any LoginAlertInput>(), feature: RecordingLoginAlertFeature.self)
            },
        ]
    }

    public func script(_ example: ExampleApp) async throws {
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
