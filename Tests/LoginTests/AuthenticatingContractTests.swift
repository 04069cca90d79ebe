import Foundation
import HTTPClientInterface
import HTTPClientTesting
import LoginInterface
import LoginTesting
import RouterInterface
import Testing

@testable import Login

/// What `Authenticating` promises, checked on the app's service and on the double tests use in
/// its place: the right password signs the user in, as the account it returns; a refusal is a
/// typed `LoginError` and changes nothing; signing out leaves nobody signed in.
@Suite("Authenticating: the contract, on every implementation")
struct AuthenticatingContractTests {
    /// A backend whose `/login` accepts any user with the password "secret" and answers 401 otherwise.
    static func passwordBackend() -> MockHTTPClient {
        MockHTTPClient { request throws(HTTPClientError) in
            struct Credentials: Decodable { let username: String, password: String }
            guard request.path == "/login", let body = request.body,
                let credentials = try? JSONDecoder().decode(Credentials.self, from: body)
            else { throw .status(code: 404, path: request.path) }
            guard credentials.password == "secret" else { throw .status(code: 401, path: request.path) }
            let account = #"{"id": "\#(credentials.username)", "name": "\#(credentials.username)", "token": "t"}"#
            return HTTPResponse(status: 200, body: Data(account.utf8))
        }
    }

    /// Each implementation, set up so that "ada" signs in with "secret".
    enum Implementation: String, CaseIterable, Sendable {
        case service = "AuthService (the app's)"
        case stub = "StubAuthenticator (LoginTesting)"

        func make() -> any Authenticating {
            switch self {
            case .service:
                AuthService(
                    client: AuthenticatingContractTests.passwordBackend(), scopes: RecordingScopes(),
                    store: AccountStore())
            case .stub: StubAuthenticator(password: "secret")
            }
        }
    }

    @Test("the right password signs in, as the account returned", arguments: Implementation.allCases)
    func signIn(_ implementation: Implementation) async throws {
        let auth = implementation.make()
        let account = try await auth.signIn(username: "ada", password: "secret")
        #expect(account.id == "ada" && auth.currentAccount == account, "\(implementation.rawValue)")
    }

    @Test(
        "a refusal is typed and changes nothing",
        arguments: Implementation.allCases,
        [
            ("ada", "wrong", LoginError.invalidCredentials), ("", "secret", .emptyCredentials),
            ("ada", "", .emptyCredentials),
        ])
    func refused(_ implementation: Implementation, attempt: (String, String, LoginError)) async throws {
        let auth = implementation.make()
        let before = try await auth.signIn(username: "grace", password: "secret")
        await #expect(throws: attempt.2, "\(implementation.rawValue)") {
            try await auth.signIn(username: attempt.0, password: attempt.1)
        }
        #expect(auth.currentAccount == before, "\(implementation.rawValue): the signed-in user is unchanged")
    }

    @Test("signing out leaves nobody signed in", arguments: Implementation.allCases)
    func signOut(_ implementation: Implementation) async throws {
        let auth = implementation.make()
        _ = try await auth.signIn(username: "ada", password: "secret")
        auth.signOut()
        #expect(auth.currentAccount == nil, "\(implementation.rawValue)")
    }
}
