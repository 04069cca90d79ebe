/// A value `UserInfo` does not hold as its key promises. Each case says what the caller should do.
public enum UserInfoError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No value under the key: pass it, as the provider documents.
    case missing(key: String, expected: String)
    /// The value under the key has another type than the key promises.
    case wrongType(key: String, expected: String, got: String)

    public var description: String {
        switch self {
        case .missing(let key, let expected):
            "userInfo has no '\(key)' (\(expected)): pass it, as the provider documents"
        case .wrongType(let key, let expected, let got):
            "userInfo '\(key)' is \(got), expected \(expected)"
        }
    }
}
