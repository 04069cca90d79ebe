/// Everything a module can register, in one place: what `AppModule.register(in:)` receives.
///
/// It joins the registrations of the four faces and of the container: routes and their
/// features (`RouteRegistering`), services and tasks (`ServiceRegistering`), protocol modules
/// and transitions (`ModuleRegistering`), and dependencies (`DependencyRegistering`).
@MainActor
public protocol ModuleRegistrar: RouteRegistering, ServiceRegistering, ModuleRegistering, DependencyRegistering {
    /// The module registering through this registrar, recorded as the provider of what it registers.
    var moduleName: String { get }
}
