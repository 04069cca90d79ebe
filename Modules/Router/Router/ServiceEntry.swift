import HeadlessUI
import RouterInterface

/// A registered service task: a screen service or a task.
@MainActor
enum ServiceEntry {
    /// Shows a screen for the user info, in the way asked; the route type is erased into the closure.
    case screen(@MainActor (UserInfo, ServiceNavigation) throws(RouterError) -> PresentedRoute)
    /// Runs a task.
    case task(@MainActor (any TaskRequest) throws(RouterError) -> UserInfo?)

    var kind: ServiceInfo.Kind {
        switch self {
        case .screen: .screen
        case .task: .task
        }
    }
}

/// A registered service and its tasks, as `horizon routes` lists them.
public struct ServiceInfo: Codable, Sendable, Hashable {
    /// What a task does.
    public enum Kind: String, Codable, Sendable {
        /// Shows a screen (`navigate(service:task:…)`).
        case screen
        /// Runs a task (`doTask`).
        case task
    }

    /// The service.
    public var service: String
    /// Its tasks and their kinds.
    public var tasks: [String: Kind]

    /// Creates a record.
    public init(service: String, tasks: [String: Kind]) {
        self.service = service
        self.tasks = tasks
    }
}

/// The one completion of a task: only the first `finish` counts, and released unfinished it
/// reports `RouterError.taskAbandoned`, so the caller's callback runs exactly once.
@MainActor
final class OneShotCompletion: TaskCompleting {
    private var callback: (@MainActor (Result<UserInfo, RouterError>) -> Void)?
    private let abandoned: RouterError
    private(set) var isFinished = false

    init(service: ServiceName, task: TaskName, callback: (@MainActor (Result<UserInfo, RouterError>) -> Void)?) {
        self.callback = callback
        self.abandoned = .taskAbandoned(service: service.rawValue, task: task.rawValue)
    }

    func finish(_ result: Result<UserInfo, RouterError>) {
        guard !isFinished else { return }
        isFinished = true
        let callback = self.callback
        self.callback = nil
        callback?(result)
    }

    isolated deinit {
        if !isFinished { callback?(.failure(abandoned)) }
    }
}

/// What a task handler receives.
@MainActor
final class ServiceTaskRequest: TaskRequest {
    let service: ServiceName
    let task: TaskName
    let userInfo: UserInfo
    let completion: any TaskCompleting
    private weak var router: Router?

    init(router: Router, service: ServiceName, task: TaskName, userInfo: UserInfo, completion: any TaskCompleting) {
        self.router = router
        self.service = service
        self.task = task
        self.userInfo = userInfo
        self.completion = completion
    }

    func makeScreen(for route: any Route) throws(RouterError) -> Screen {
        guard let router else { throw .noWindow }
        return try router.makeScreen(for: route, from: nil)
    }
}
