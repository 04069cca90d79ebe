import RouterInterface
public import RouterServicesInterface
public import RouterValuesInterface

extension ServicesFace {
    @discardableResult
    public func doTask(
        service: ServiceName, task: TaskName, userInfo: UserInfo,
        completion: (@MainActor (Result<UserInfo, ServiceError>) -> Void)?
    ) -> Result<UserInfo?, ServiceError> {
        var once = OneShotCompletion(service: service, task: task, callback: completion)
        let returned: UserInfo?
        var declined: ServiceError?
        do throws(ServiceError) {
            switch table.entry(service, task) {
            case .task(let handler)?:
                let request = ServiceTaskRequest(
                    router: router, service: service, task: task, userInfo: userInfo, completion: once)
                returned = try handler(request)
            case .screen?:
                throw .wrongTaskKind(service: service, task: task, expected: .task)
            case nil:
                guard let fallback else { throw table.unknown(service, task) }
                returned = fallback.fallbackTask(service: service, task: task, userInfo: userInfo, completion: once)
                declined = table.unknown(service, task)
            }
        } catch {
            report(error, service, task)
            once.finish(.failure(error))
            return .failure(error)
        }
        // Nobody kept the completion: the task is over, with what it returned. Kept: it must be
        // finished later, and if it is released unfinished the caller learns the task was abandoned.
        if !once.isFinished, isKnownUniquelyReferenced(&once) {
            let outcome: Result<UserInfo, ServiceError> =
                returned.map { .success($0) }
                ?? .failure(declined ?? .taskAbandoned(service: service, task: task))
            if case .failure(let error) = outcome { report(error, service, task) }
            once.finish(outcome)
            if returned == nil, let declined { return .failure(declined) }
        }
        return .success(returned)
    }
}
