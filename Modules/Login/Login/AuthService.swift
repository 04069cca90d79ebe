import HTTPClientInterface
import InjectionInterface
import LoginInterface
import RouterInterface

/// Signs in against the backend and ends the session scope at sign-out.
final class AuthService: Authenticating {
    private let client: any HTTPClientProtocol
    private let scopes: any ScopeControlling
    private let store: AccountStore

    /// Creates the service.
    ///
    /// - Parameters:
    ///   - client: Talks to the backend's `/login`.
    ///   - scopes: Ends the `.session` scope at sign-in and sign-out.
    ///   - store: Where the signed-in account lives between service instances.
    init(client: any HTTPClientProtocol, scopes: any ScopeControlling, store: AccountStore) {
        self.client = client
        self.scopes = scopes
        self.store = store
    }

    var currentAccount: Account? { store.current }

    func signIn(username: String, password: String) async throws(LoginError) -> Account {
        guard !username.isEmpty, !password.isEmpty else { throw .emptyCredentials }
        do {
            let request = try HTTPRequest.post("/login", json: ["username": username, "password": password])
            let signedIn = try await client.fetch(request, as: Account.self)
            scopes.endScope(.session)
            store.current = signedIn
            return signedIn
        } catch .status(code: 401, path: _) {
            throw .invalidCredentials
        } catch {
            throw .backendUnavailable(error.description)
        }
    }

    func signOut() {
        store.current = nil
        scopes.endScope(.session)
    }
}
