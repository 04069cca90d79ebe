import HeadlessUI
import LoginInterface
import LoginTesting
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
        let (_, stack) = try TestHierarchy.show(Screen(name: "Previous"))
        try stack.push(screen)
        return (screen, stack)
    }

    @Test("a wrong password shows the error and stays; the right one closes and reports once")
    func submit() async throws {
        let auth = StubAuthenticator()
        let (screen, stack) = try pushedLogin(auth: auth)
        #expect(screen.summary == "sign in to comment")
        var finished: [LoginOutcome] = []
        screen.onFinish = { finished.append($0) }
        await screen.submit(username: "ada", password: "wrong")
        #expect(screen.lastError == .invalidCredentials && stack.top === screen && finished.isEmpty)
        await screen.submit(username: "ada", password: "secret")
        #expect(stack.screens.map(\.name) == ["Previous"])
        #expect(finished == [.signedIn(Account(id: "ada", name: "Ada", token: "t"))])
    }

    @Test("cancel closes and reports that nobody signed in, and why the last attempt failed")
    func cancel() async throws {
        let (screen, stack) = try pushedLogin(auth: StubAuthenticator())
        var finished: [LoginOutcome] = []
        screen.onFinish = { finished.append($0) }
        await screen.submit(username: "ada", password: "wrong")
        screen.cancel()
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
        await screen.submit(username: "ada", password: "wrong")
        #expect(
            modules.moduleCalls == [
                .init(
                    module: "LoginAlertInput", routeType: .presentAsPopover(anchor: LoginAnchor.signInButton),
                    source: "Login")
            ])
        #expect(alert.content?.title == "Sign-in failed" && alert.content?.message == "wrong username or password")
        #expect(alert.buttons == ["OK"])
    }
}
