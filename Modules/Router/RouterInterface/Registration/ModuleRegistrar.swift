/// Everything a module can register, in one place: what `AppModule.register(in:)` receives.
///
/// It joins the registrations of the four faces and of the container: routes and their
/// features (`RouteRegistering`), services and tasks (`ServiceRegistering`), protocol modules
/// and transitions (`ModuleRegistering`), and dependencies (`DependencyRegistering`).
public typealias ModuleRegistrar = RouteRegistering & ServiceRegistering & ModuleRegistering & DependencyRegistering
