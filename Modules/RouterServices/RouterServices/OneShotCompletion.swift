import RouterInterface
import RouterServicesInterface
import RouterValuesInterface

/// The one completion of a task: only the first `finish` counts, and released unfinished it
/// reports `ServiceError.taskAbandoned`, so the caller's callback runs exactly once.
@MainActor
final class OneShotCompletion: TaskCompleting {
    private var callback: (@MainActor (Result<UserInfo, ServiceError>) -> Void)?
    private let abandoned: ServiceError
    private(set) var isFinished = false

    init(service: ServiceName, task: TaskName, callback: (@MainActor (Result<UserInfo, ServiceError>) -> Void)?) {
        self.callback = callback
        self.abandoned = .taskAbandoned(service: service, task: task)
    }

    func finish(_ result: Result<UserInfo, ServiceError>) {
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
