import Foundation
import Locking
public import LoginInterface

/// An `Authenticating` with a settable account; sign-in accepts one password and refuses as the
/// app's service does (`AuthenticatingContractTests`).
public final class StubAuthenticator: Authenticating {
    private let account: Locked<Account?>
    private let password: String

    /// Creates an authenticator, signed in when `account` is given.
    public init(account: Account? = nil, password: String = "secret") {
        self.account = Locked(account)
        self.password = password
    }

    public var currentAccount: Account? { account.withLock { $0 } }

    public func signIn(username: String, password: String) async throws(LoginError) -> Account {
        guard !username.isEmpty, !password.isEmpty else { throw .emptyCredentials }
        guard password == self.password else { throw .invalidCredentials }
        let signedIn = Account(id: username, name: username.capitalized, token: "t")
        account.withLock { $0 = signedIn }
        return signedIn
    }

    public func signOut() {
        account.withLock { $0 = nil }
    }
}
