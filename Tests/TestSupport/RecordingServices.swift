public import NavigationInterface
import RouterInterface
public import RouterServicesInterface
public import RouterValuesInterface

/// A `ServiceRouting` double: records every call and keeps the face's contract
/// (`ServiceRoutingContractTests`): each completion is called exactly once. A navigation
/// succeeds with a `RecordedNavigation`, or fails with `failure`; a task ends as one whose
/// handler returned nothing: `.success(nil)` returned, the completion told it was abandoned.
@MainActor
public final class RecordingServices: ServiceRouting {
    /// One call: the names, the user info, and how it was to be shown (`"task"` for a task).
    public struct Call {
        public let service: ServiceName
        public let task: TaskName
        public let userInfo: UserInfo
        public let type: String
    }

    /// Every call, oldest first.
    public private(set) var calls: [Call] = []
    /// The error every navigation fails with; `nil`, each succeeds.
    public var failure: ServiceError?

    /// Creates a double whose navigations succeed.
    public init() {}

    public func navigate(
        service: ServiceName, task: TaskName, userInfo: UserInfo, type: ServiceNavigation,
        completion: (@MainActor (Result<any NavigationHandle, ServiceError>) -> Void)?
    ) {
        calls.append(Call(service: service, task: task, userInfo: userInfo, type: type.description))
        if let failure {
            completion?(.failure(failure))
        } else {
            completion?(.success(RecordedNavigation(route: nil, presentation: type.presentation, animated: true)))
        }
    }

    public func doTask(
        service: ServiceName, task: TaskName, userInfo: UserInfo,
        completion: (@MainActor (Result<UserInfo, ServiceError>) -> Void)?
    ) -> Result<UserInfo?, ServiceError> {
        calls.append(Call(service: service, task: task, userInfo: userInfo, type: "task"))
        completion?(.failure(.taskAbandoned(service: service, task: task)))
        return .success(nil)
    }
}
