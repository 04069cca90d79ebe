public import InjectionInterface
import RouterInterface

/// Signs users in and out; the one source of truth for "who is signed in".
public protocol Authenticating: AnyObject, Sendable {
    /// The signed-in account, or `nil`.
    var currentAccount: Account? { get }

    /// Signs in against the backend.
    ///
    /// - Parameters:
    ///   - username: The handle.
    ///   - password: The password.
    /// - Returns: The account.
    /// - Throws: `LoginError.emptyCredentials`, `.invalidCredentials` or `.backendUnavailable`.
    func signIn(username: String, password: String) async throws(LoginError) -> Account

    /// Signs out and ends the `.session` scope, releasing every session-scoped instance.
    func signOut()
}

/// The signed-in session: lives in the `.session` scope, from sign-in to sign-out.
///
/// Resolving it while signed out fails with `LoginError.notSignedIn`, so a feature that
/// needs it cannot be built for a guest.
public protocol UserSession: AnyObject, Sendable {
    /// The account the session belongs to.
    var account: Account { get }
    /// A number that differs between sessions, to tell them apart.
    var number: Int { get }
}

extension ScopeName {
    /// The signed-in session, ended at sign-out.
    public static var session: ScopeName { "session" }
}
