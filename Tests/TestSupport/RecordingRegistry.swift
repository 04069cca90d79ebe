public import HeadlessUI
public import RouterInterface

/// Records what a service provider registers, so a module's test can call its mappings
/// without a router.
@MainActor
public final class RecordingRegistry: ServiceRegistering {
    /// A registered screen service: its names and its user-info-to-route mapping.
    public struct ScreenService {
        public let service: ServiceName
        public let task: TaskName
        public let map: @MainActor (UserInfo) throws(RouterError) -> any Route
    }

    /// Screen services, in registration order.
    public private(set) var screens: [ScreenService] = []
    /// Tasks, in registration order.
    public private(set) var tasks: [(service: ServiceName, task: TaskName)] = []

    /// Creates an empty registry.
    public init() {}

    public func registerScreen<R: Route>(service: ServiceName, task: TaskName,
                                         route: @escaping @MainActor (UserInfo) throws(RouterError) -> R,
                                         reuse: ScreenReuse<R>?,
                                         configure: (@MainActor (Screen, UserInfo) throws(RouterError) -> Void)?) throws(RouterError) {
        screens.append(ScreenService(service: service, task: task) { info throws(RouterError) in try route(info) })
    }

    public func registerTask(service: ServiceName, task: TaskName,
                             handler: @escaping @MainActor (any TaskRequest) throws(RouterError) -> UserInfo?) throws(RouterError) {
        tasks.append((service, task))
    }
}
