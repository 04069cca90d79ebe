public import RouterInterface

/// A concrete module's one public entry: it registers everything the module provides.
///
/// Each concrete module `X` declares exactly one public type, `XEntry`, conforming to this
/// protocol; everything else in the module is `internal`. The composition root lists the
/// entries, and the router installs each one with a registrar that records the module as the
/// provider of everything it registers, so `horizon routes` and `horizon graph` can say who
/// serves what without guessing.
///
/// ```swift
/// public struct ProfileEntry: AppEntry {
///     public let name = "Profile"
///     public init() {}
///
///     public func register(in registrar: any EntryRegistrar) throws(RouterError) {
///         try registrar.registerRoute(ProfileRoute.self, feature: ProfileFeature.self)
///     }
/// }
/// ```
@MainActor
public protocol AppEntry {
    /// The module's name as the registry shows it, such as `"Profile"`.
    var name: String { get }

    /// Registers what the module provides: its routes' features, its services and tasks, its
    /// protocol modules and transitions, and the dependencies it implements with their scope.
    ///
    /// - Parameter registrar: Where to register; it records this module as the provider.
    /// - Throws: `RouterError.duplicateRegistration` when something is registered already.
    func register(in registrar: any EntryRegistrar) throws(RouterError)
}
