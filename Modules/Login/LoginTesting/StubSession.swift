public import LoginInterface

/// A `UserSession` with fixed values.
public final class StubSession: UserSession {
    public let account: Account
    public let number: Int

    /// Creates a session.
    public init(account: Account = Account(id: "ada", name: "Ada Lovelace", token: "t"), number: Int = 1) {
        self.account = account
        self.number = number
    }
}
