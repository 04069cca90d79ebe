/// Resolves dependencies by type.
public protocol DependencyResolving: AnyObject, Sendable {
    /// Resolves a registered dependency.
    ///
    /// - Parameter type: The registered type, usually a protocol existential.
    /// - Returns: The instance, according to its scope.
    /// - Throws: `InjectionError.missingDependency`, `.dependencyCycle` or `.dependencyFailed`.
    func resolve<T: Sendable>(_ type: T.Type) throws(InjectionError) -> T
}
