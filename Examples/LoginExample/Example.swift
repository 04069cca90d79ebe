// Login alone: the engine, LoginEntry, a double for the HTTP client, and LoginTesting's
// recording alert as the alert Login requires. `swift run LoginExample`.
public import ExampleSupport
import HTTPClientInterface
import HTTPClientTesting
import InjectionInterface
import Login
import LoginInterface
import LoginTesting
public import NavigationInterface
import RouterInterface
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
        try await example.step("type ada, no password, and tap Sign in") {
            try example.type("ada", into: "username")
            try example.tap("sign-in")
        }
        let alert = try example.top("LoginAlert")
        try example.expect(
            (alert as? RecordingLoginAlert)?.buttons == ["OK"], "the failure shows in the alert Login requires")
        try await example.step("tap OK") { try example.tap("OK") }
        try await example.step("type the password and tap Sign in") {
            try example.type("analytical", into: "password")
            try example.tap("sign-in")
        }
        try example.expect(
            example.read("account") == "Signed in as Ada Lovelace", "the double's account is signed in")
    }
}
