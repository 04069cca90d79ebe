import Locking
import LoginInterface

/// The session of the signed-in account; the container keeps one per `.session` scope.
final class LiveUserSession: UserSession {
    /// The sessions started so far, which number them.
    private static let counter = Locked(0)

    let account: Account
    let number: Int

    /// Starts a session for whoever is signed in.
    ///
    /// - Throws: `LoginError.notSignedIn` when nobody is.
    init(auth: any Authenticating) throws(LoginError) {
        guard let account = auth.currentAccount else { throw .notSignedIn }
        self.account = account
        self.number = Self.counter.withLock {
            $0 += 1
            return $0
        }
    }
}
