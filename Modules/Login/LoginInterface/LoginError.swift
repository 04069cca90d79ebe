/// Why signing in failed; each case says what the user should do.
public enum LoginError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A field is empty: fill in both the username and the password.
    case emptyCredentials
    /// The backend refused the username or password: check them and try again.
    case invalidCredentials
    /// The backend could not be reached or failed: try again later.
    case backendUnavailable(String)
    /// Something needs a signed-in user: sign in first.
    case notSignedIn

    public var description: String {
        switch self {
        case .emptyCredentials: "enter both a username and a password"
        case .invalidCredentials: "wrong username or password"
        case .backendUnavailable(let reason): "the sign-in service is unavailable (\(reason)): try again later"
        case .notSignedIn: "not signed in: sign in first"
        }
    }
}
