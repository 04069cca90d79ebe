import Locking
import LoginInterface

/// Remembers the signed-in account for the life of the app (the keychain, headless).
///
/// Kept apart from `AuthService` so that the service, and the HTTP client it holds, can be
/// short-lived while the account outlives every screen.
final class AccountStore: Sendable {
    private let account = Locked<Account?>(nil)

    /// Creates an empty store.
    init() {}

    /// The signed-in account.
    var current: Account? {
        get { account.withLock { $0 } }
        set { account.withLock { $0 = newValue } }
    }
}
