import LoginInterface
import Synchronization

/// The session of the signed-in account; the container keeps one per `.session` scope.
final class LiveUserSession: UserSession {
    /// An atomic, not a `Mutex`: a static has no owner to name for ThreadSanitizer, and a counter needs no lock.
    private static let counter = Atomic(0)

    let account: Account
    let number: Int

    /// Starts a session for whoever is signed in.
    ///
    /// - Throws: `LoginError.notSignedIn` when nobody is.
    init(auth: any Authenticating) throws(LoginError) {
        guard let account = auth.currentAccount else { throw .notSignedIn }
        self.account = account
        self.number = Self.counter.add(1, ordering: .relaxed).newValue
    }
}
