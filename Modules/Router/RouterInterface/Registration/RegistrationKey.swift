/// What a registration claims, as `RouterError.duplicateRegistration` reports it when two
/// registrations claim the same one.
public enum RegistrationKey: Sendable, Hashable, CustomStringConvertible {
    /// A route identifier, served by one feature.
    case route(RouteIdentifier)
    /// A dependency type, by its name.
    case dependency(String)
    /// A task of a service.
    case task(ServiceName, TaskName)
    /// An installed module entry, by its `AppModule.name`.
    case module(String)
    /// A protocol on the protocols face, of the given kind (`screen` or `service`).
    case protocolModule(ProtocolName, kind: String)
    /// A custom transition's name.
    case transition(String)

    public var description: String {
        switch self {
        case .route(let identifier): "route '\(identifier)'"
        case .dependency(let type): type
        case .task(let service, let task): "task '\(task)' of service '\(service)'"
        case .module(let name): "module '\(name)'"
        case .protocolModule(let name, let kind): "\(kind) module \(name)"
        case .transition(let name): "custom transition '\(name)'"
        }
    }
}
