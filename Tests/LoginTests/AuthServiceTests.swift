import HTTPClientInterface
import HTTPClientTesting
import InjectionInterface
import Locking
import LoginInterface
import LoginTesting
import RouterInterface
import TestSupport
import Testing

@testable import Login

/// Records which scopes were ended.
final class RecordingScopes: ScopeControlling {
    let ended = Locked<[ScopeName]>([])
    func endScope(_ name: ScopeName) { ended.withLock { $0.append(name) } }
}

@Suite("AuthService and the session")
struct AuthServiceTests {
    let account = #"{"id": "ada", "name": "Ada Lovelace", "token": "t1"}"#

    @Test("signing in stores the account and starts a fresh session scope; signing out ends it")
    func signInAndOut() async throws {
        let scopes = RecordingScopes()
        let store = AccountStore()
        let auth = AuthService(client: MockHTTPClient(["POST /login": .success(account)]), scopes: scopes, store: store)
        let signedIn = try await auth.signIn(username: "ada", password: "analytical")
        #expect(signedIn.name == "Ada Lovelace" && store.current == signedIn)
        #expect(try LiveUserSession(auth: auth).account == signedIn)
        auth.signOut()
        #expect(auth.currentAccount == nil)
        #expect(scopes.ended.withLock { $0 } == [.session, .session])
        #expect(throws: LoginError.notSignedIn) { try LiveUserSession(auth: auth) }
    }

    @Test(
        "every failure is a typed LoginError and nobody is signed in",
        arguments: [
            ("ada", "", Result<String, HTTPClientError>.success(""), LoginError.emptyCredentials),
            ("ada", "wrong", .failure(.status(code: 401, path: "/login")), .invalidCredentials),
            (
                "ada", "x", .failure(.transport("refused")),
                .backendUnavailable("no response: refused — check the server address and retry")
            ),
        ])
    func failures(username: String, password: String, answer: Result<String, HTTPClientError>, expected: LoginError)
        async
    {
        let auth = AuthService(
            client: MockHTTPClient(["POST /login": answer]), scopes: RecordingScopes(), store: AccountStore())
        await #expect(throws: expected) { try await auth.signIn(username: username, password: password) }
        #expect(auth.currentAccount == nil)
    }

    @Test("sessions are told apart by their number")
    func sessionNumbers() throws {
        let auth = StubAuthenticator(account: Account(id: "ada", name: "Ada", token: "t"))
        #expect(try LiveUserSession(auth: auth).number != LiveUserSession(auth: auth).number)
    }
}
