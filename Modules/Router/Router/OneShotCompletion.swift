import RouterInterface

/// The one completion of a task: only the first `finish` counts, and released unfinished it
/// reports `RouterError.taskAbandoned`, so the caller's callback runs exactly once.
@MainActor
final class OneShotCompletion: TaskCompleting {
    private var callback: (@MainActor (Result<UserInfo, RouterError>) -> Void)?
    private let abandoned: RouterError
    private(set) var isFinished = false

    init(service: ServiceName, task: TaskName, callback: (@MainActor (Result<UserInfo, RouterError>) -> Void)?) {
        self.callback = callback
        self.abandoned = .taskAbandoned(service: service, task: task)
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
