import AlertInterface
import HeadlessUI
public import RouterInterface

/// Builds an empty alert; callers fill it in `prepare`.
struct AlertFeature: Feature {
    func build(from route: (any Route)?) throws -> Screen { AlertScreen() }
}

/// Registers the alert under its protocol.
public enum AlertModule {
    /// Registers `RoutableScreen<any AlertInput>`.
    ///
    /// - Throws: `RouterError.duplicateRegistration` when it is registered already.
    @MainActor
    public static func register(in registry: any ModuleRegistering) throws(RouterError) {
        try registry.registerScreen(RoutableScreen<any AlertInput>(), feature: AlertFeature.self)
    }
}
