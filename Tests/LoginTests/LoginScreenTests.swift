import HeadlessUI
import HierarchyDriving
import LoginInterface
import LoginTesting
import NavigationTesting
import RouterInterface
import RouterModulesInterface
import TestSupport
import Testing
import UIToolkitInterface

@testable import Login

@MainActor
@Suite("LoginScreen")
struct LoginScreenTests {
    func pushedLogin(auth: StubAuthenticator, modules: RecordingRouter = RecordingRouter()) throws -> (
        LoginScreen, StackContainer
    ) {
        let login = try StaticInjector([auth, modules]).make(LoginFeature.self)
        let screen = try #require(try login.build(from: LoginRoute(reason: "comment")) as? LoginScreen)
        let stack = StackContainer([Screen(name: "Previous")])
        try window.setRoot(stack)
        try stack.push(screen)
        return (screen, stack)
    }

    /// The window Login is shown in, so its controls can be used.
    let window = HeadlessWindow()

    /// Types the username and password into the form and taps Sign in, then waits for the sign-in.
    func submit(_ screen: LoginScreen, _ username: String, _ password: String) async throws {
        try screen.type(username, into: "username")
        try screen.type(password, into: "password")
        try screen.tap(LoginAnchor.signInButton)
        await screen.settle()
    }

    @Test("a wrong password shows the error and stays; the right one closes and reports once")
    func submit() async throws {
        let auth = StubAuthenticator()
        let (screen, stack) = try pushedLogin(auth: auth)
        #expect(screen.elementIDs == ["reason", "username", "password", "sign-in", "cancel"])
        #expect(screen.shown("reason") == "Sign in to comment" && screen.content.title == "Sign in")
        var finished: [LoginOutcome] = []
        screen.onFinish = { finished.append($0) }
        try await submit(screen, "ada", "wrong")
        #expect(screen.shown("error") == LoginError.invalidCredentials.description)
        #expect(screen.shown("password") == "•••••" && stack.top === screen && finished.isEmpty)
        try await submit(screen, "ada", "secret")
        #expect(stack.screens.map(\.name) == ["Previous"])
        #expect(finished == [.signedIn(Account(id: "ada", name: "Ada", token: "t"))])
    }

    @Test("cancel closes and reports that nobody signed in, and why the last attempt failed")
    func cancel() async throws {
        let (screen, stack) = try pushedLogin(auth: StubAuthenticator())
        var finished: [LoginOutcome] = []
        screen.onFinish = { finished.append($0) }
        try await submit(screen, "ada", "wrong")
        try screen.tap("cancel")
        #expect(throws: DrivingError.self, "a closed form is in no window") { try screen.tap("cancel") }
        screen.cancel()
        #expect(stack.screens.map(\.name) == ["Previous"])
        #expect(finished == [.cancelled(lastError: .invalidCredentials)], "reported once")
    }

    @Test("a failure asks for the alert Login requires, by protocol, prepared with the error")
    func alert() async throws {
        let modules = RecordingRouter()
        let alert = RecordingLoginAlert()
        modules.stub(RoutableScreen<any LoginAlertInput>(), with: alert)
        let (screen, _) = try pushedLogin(auth: StubAuthenticator(), modules: modules)
        try await submit(screen, "ada", "wrong")
        #expect(
            modules.moduleCalls == [
                .init(
                    module: "LoginAlertInput", routeType: .presentAsPopover(anchor: LoginAnchor.signInButton),
                    source: "Login")
            ])
        #expect(alert.recorded?.title == "Sign-in failed" && alert.recorded?.message == "wrong username or password")
        #expect(alert.content.title == "Sign-in failed" && alert.shown("message") == "wrong username or password")
        #expect(alert.buttons == ["OK"])
    }
}
