public import RouterInterface

/// Every way the services face can fail. Each case says what the caller should do.
///
/// What fails underneath, in the route pipeline or in the provider's closures (a missing user
/// info value, a disabled feature, a refused presentation), arrives as `.routing`.
public enum ServiceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No such service is registered and no fallback delegate answered: register it, or set a delegate.
    case unknownService(ServiceName)
    /// The service has no such task and no fallback delegate answered: check the provider's tasks.
    case unknownTask(service: ServiceName, task: TaskName)
    /// The task is registered as the other kind: screens go through `navigate`, tasks through `doTask`.
    case wrongTaskKind(service: ServiceName, task: TaskName, expected: TaskKind)
    /// The task returned nothing, or kept its completion and released it unfinished: it has no result.
    case taskAbandoned(service: ServiceName, task: TaskName)
    /// The route pipeline or the provider failed; the core's error says what to do.
    case routing(RouterError)

    public var description: String {
        switch self {
        case .unknownService(let service):
            "no service '\(service)' is registered: register its provider, or set a fallback delegate"
        case .unknownTask(let service, let task):
            "service '\(service)' has no task '\(task)': check the provider's documented tasks"
        case .wrongTaskKind(let service, let task, let expected):
            "'\(service)/\(task)' is not a \(expected): use \(expected == .screen ? "doTask" : "navigate(service:task:)") for it"
        case .taskAbandoned(let service, let task):
            "'\(service)/\(task)' ended without a result: it returned nothing, or released its completion unfinished"
        case .routing(let error):
            error.description
        }
    }
}

/// The two kinds of a service's task.
public enum TaskKind: Sendable, Hashable, CustomStringConvertible {
    /// A task that shows a screen (`registerScreen`, reached through `navigate`).
    case screen
    /// A task that returns a value (`registerTask`, reached through `doTask`).
    case task

    public var description: String {
        switch self {
        case .screen: "screen service"
        case .task: "task"
        }
    }
}
