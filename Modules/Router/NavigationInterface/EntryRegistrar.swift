public import InjectionInterface
public import RouterInterface

/// Everything a module can register: what `AppEntry.register(in:)` receives.
///
/// The core registers routes and their features, custom transitions and the dependencies the
/// module implements, into the app's container. A face the composition root installed adds a
/// registrar of its own, which its interface exposes as a property, such as
/// `registrar.services`; a module reaches it through `face(_:)`.
@MainActor
public protocol EntryRegistrar: AnyObject {
    /// Serves a route with a feature: the router creates the feature and builds its screen from
    /// the route whenever someone navigates to it.
    ///
    /// - Parameters:
    ///   - route: The route type.
    ///   - feature: The feature it opens, which builds from that route type.
    /// - Throws: `RouterError.duplicateRegistration` when the route is served already.
    func registerRoute<Served: Route, Opened: Feature>(_ route: Served.Type, feature: Opened.Type)
        throws(RouterError) where Opened.Input == Served

    /// Registers a named custom transition for `Presentation.custom`.
    ///
    /// - Parameter transition: The transition and its inverse.
    /// - Throws: `RouterError.duplicateRegistration` when the name is taken.
    func registerTransition(_ transition: CustomTransition) throws(RouterError)

    /// Registers a dependency the module implements, with a factory whose parameters are its
    /// dependencies, into the app's container.
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
    /// - Throws: `RouterError.dependency(.duplicateRegistration)` when the type is registered already.
    func register<T: Sendable, each D: Sendable>(
        _ type: T.Type, scope: DependencyScope, factory: @escaping @Sendable (repeat each D) throws -> T)
        throws(RouterError)

    /// The registrar of an installed face, recording this module as the provider.
    ///
    /// Face interfaces wrap it in a property (`registrar.services`), so modules rarely call it.
    /// - Parameter type: The face's registrar protocol, such as `(any ServiceRegistering).self`.
    /// - Returns: The face's registrar for this module.
    /// - Throws: `RouterError.dependency(.dependencyFailed)` when the composition root did not install the face.
    func face<Registrar>(_ type: Registrar.Type) throws(RouterError) -> Registrar
}
