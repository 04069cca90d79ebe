/// Everything a module can register: what `AppEntry.register(in:)` receives.
///
/// The core registers routes and their features, custom transitions (`RouteRegistering`) and
/// dependencies (`DependencyRegistering`). A face the composition root installed adds a registrar of its
/// own, which its interface exposes as a property, such as `registrar.services`; a module
/// reaches it through `face(_:)`.
@MainActor
public protocol EntryRegistrar: RouteRegistering, DependencyRegistering {
    /// The registrar of an installed face, recording this module as the provider.
    ///
    /// Face interfaces wrap it in a property (`registrar.services`), so modules rarely call it.
    /// - Parameter type: The face's registrar protocol, such as `(any ServiceRegistering).self`.
    /// - Returns: The face's registrar for this module.
    /// - Throws: `RouterError.faceNotInstalled` when the composition root did not install the face.
    func face<Registrar>(_ type: Registrar.Type) throws(RouterError) -> Registrar
}
