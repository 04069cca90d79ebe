/// A signed-in user, as the backend returns it.
public struct Account: Codable, Sendable, Hashable {
    /// The handle, such as `"ada"`.
    public var id: String
    /// The display name.
    public var name: String
    /// The bearer token for later requests.
    public var token: String

    /// Creates an account.
    public init(id: String, name: String, token: String) {
        self.id = id
        self.name = name
        self.token = token
    }
}
