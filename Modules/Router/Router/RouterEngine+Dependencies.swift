import Injection
package import InjectionInterface
package import RouterInterface

extension RouterEngine {
    /// Registers a dependency in the app's container, for the registrars and the faces; the
    /// container's error is carried as `RouterError.dependency`.
    ///
    /// - Throws: `RouterError.dependency(.duplicateRegistration)` when the type is registered already.
    package func registerDependency<T: Sendable, each D: Sendable>(
        _ type: T.Type, scope: DependencyScope, factory: @escaping @Sendable (repeat each D) throws -> T
    ) throws(RouterError) {
        do throws(InjectionError) {
            try container.register(type, scope: scope, factory: factory)
        } catch {
            throw .dependency(error)
        }
    }

    /// Resolves a dependency from the app's container, for the faces; the container's error is
    /// carried as `RouterError.dependency`.
    ///
    /// - Throws: `RouterError.dependency` with what the container threw.
    package func resolveDependency<T: Sendable>(_ type: T.Type) throws(RouterError) -> T {
        do throws(InjectionError) {
            return try container.resolve(type)
        } catch {
            throw .dependency(error)
        }
    }
}
