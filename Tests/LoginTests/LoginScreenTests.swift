import HeadlessUI
@testable import Login
import LoginInterface
import TestSupport
import Testing

@MainActor
@Suite("LoginScreen")
struct LoginScreenTests {
    func pushedLogin(auth: StubAuthenticator) throws -> (LoginScreen, NavigationStack) {
        let login = StaticInjector([auth]).make(LoginFeature.self)
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
        await screen.submit(username: "ada", password: "")
        screen.cancel()
        screen.cancel()
        #expect(stack.screens.map(\.name) == ["Previous"])
        #expect(finished == [.cancelled(lastError: .invalidCredentials)], "reported once")
    }
}
