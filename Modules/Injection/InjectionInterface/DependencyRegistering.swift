/// Registers the dependencies a module implements, each with its scope.
public protocol DependencyRegistering: AnyObject, Sendable {
    /// Registers a factory whose parameters are its dependencies.
    ///
    /// ```swift
    /// try registrar.register((any Authenticating).self, scope: .transient) {
    ///     (client: any HTTPClientProtocol, store: AccountStore) in AuthService(client: client, store: store)
    /// }
    /// ```
    /// - Parameters:
    ///   - type: The type features ask for, usually a protocol existential.
    ///   - scope: How long instances live.
    ///   - factory: Builds the instance from its resolved dependencies.
    /// - Throws: `InjectionError.duplicateRegistration(type:)` when the type is registered already.
    func register<T: Sendable, each D: Sendable>(
        _ type: T.Type, scope: DependencyScope, factory: @escaping @Sendable (repeat each D) throws -> T)
        throws(InjectionError)
}
