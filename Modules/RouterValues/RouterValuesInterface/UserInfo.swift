/// A key of `UserInfo` that carries its value's type: `UserInfoKey<Bool>("shouldRefresh")`.
public struct UserInfoKey<Value: Sendable>: Hashable, Sendable {
    /// The key's name.
    public let name: String

    /// Creates a key.
    public init(_ name: String) {
        self.name = name
    }
}

/// Values passed to a service or returned by a task, each under a typed key.
///
/// ```swift
/// let info = UserInfo((SettingsService.shouldRefresh, true))
/// let refresh = try info.value(SettingsService.shouldRefresh)   // Bool
/// ```
/// Values are `Sendable`, closures included. A missing value or one of another type is a
/// `UserInfoError` naming the key — the seed's `guard … as? Bool else { return nil }` made explicit.
/// The services face hands it to its caller as `ServiceError.userInfo`.
public struct UserInfo: Sendable, CustomStringConvertible {
    private var values: [String: any Sendable]

    /// Creates user info from typed key-value pairs.
    public init<each V: Sendable>(_ entries: repeat (UserInfoKey<each V>, each V)) {
        values = [:]
        for (key, value) in repeat each entries {
            values[key.name] = value
        }
    }

    /// The value under a key, or `nil` when there is none or it has another type.
    public subscript<V>(key: UserInfoKey<V>) -> V? {
        get { values[key.name] as? V }
        set { values[key.name] = newValue }
    }

    /// The value under a key.
    ///
    /// - Throws: `UserInfoError.missing` when absent, `.wrongType` when of another type.
    public func value<V>(_ key: UserInfoKey<V>) throws(UserInfoError) -> V {
        guard let stored = values[key.name] else {
            throw .missing(key: key.name, expected: String(describing: V.self))
        }
        guard let typed = stored as? V else {
            throw .wrongType(
                key: key.name, expected: String(describing: V.self),
                got: String(describing: type(of: stored)))
        }
        return typed
    }

    /// The value under a key when present.
    ///
    /// - Returns: `nil` when absent.
    /// - Throws: `UserInfoError.wrongType` when present with another type.
    public func optionalValue<V>(_ key: UserInfoKey<V>) throws(UserInfoError) -> V? {
        guard values[key.name] != nil else { return nil }
        return try value(key)
    }

    /// The key names present, sorted.
    public var keys: [String] { values.keys.sorted() }

    public var description: String {
        "[" + keys.map { "\($0): \(values[$0].map { String(describing: $0) } ?? "")" }.joined(separator: ", ") + "]"
    }
}
