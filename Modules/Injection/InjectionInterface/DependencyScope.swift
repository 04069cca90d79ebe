/// How long a registered dependency lives.
public enum DependencyScope: Hashable, Sendable, CustomStringConvertible {
    /// A new instance for every resolution.
    case transient
    /// One instance shared while anyone holds it, released when no one does and rebuilt on
    /// next use. The value must be a class instance.
    case weakShared
    /// One instance for the life of the container.
    case singleton
    /// One instance until the named scope is ended, such as a signed-in session.
    case named(ScopeName)

    public var description: String {
        switch self {
        case .transient: "transient"
        case .weakShared: "weak-shared"
        case .singleton: "singleton"
        case .named(let name): "scope(\(name.rawValue))"
        }
    }
}

/// Ends named scopes; injected into the module that owns the scope (e.g. Login at sign-out).
public protocol ScopeControlling: AnyObject, Sendable {
    /// Drops every instance of the scope; the next resolution builds new ones.
    ///
    /// - Parameter name: The scope to end.
    func endScope(_ name: ScopeName)
}
