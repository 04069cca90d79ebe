import RouterInterface
import RouterServicesInterface
import RouterValuesInterface

/// The services face's state: every registered service's tasks.
@MainActor
struct ServiceTable {
    private var services: [ServiceName: [TaskName: ServiceEntry]] = [:]

    /// Files a task.
    ///
    /// - Throws: `RouterError.duplicateRegistration` when the service has the task already.
    mutating func add(_ entry: ServiceEntry, service: ServiceName, task: TaskName) throws(RouterError) {
        if services[service]?[task] != nil { throw .duplicateRegistration(.task(service, task)) }
        services[service, default: [:]][task] = entry
    }

    /// Removes a service and all its tasks.
    ///
    /// - Returns: Whether it was registered.
    mutating func remove(_ service: ServiceName) -> Bool {
        services.removeValue(forKey: service) != nil
    }

    /// The task registered under a service and a name, if any.
    func entry(_ service: ServiceName, _ task: TaskName) -> ServiceEntry? {
        services[service]?[task]
    }

    /// Why nothing answers a service and a task: the service is unknown, or only the task.
    func unknown(_ service: ServiceName, _ task: TaskName) -> ServiceError {
        services[service] == nil ? .unknownService(service) : .unknownTask(service: service, task: task)
    }

    /// Every service's name, sorted, with the kind of each of its tasks.
    var kinds: [(service: ServiceName, tasks: [String: ServiceInfo.Kind])] {
        services.keys.sorted().map { name in
            (
                name,
                Dictionary(uniqueKeysWithValues: services[name, default: [:]].map { ($0.key.rawValue, $0.value.kind) })
            )
        }
    }
}
