import RouterInterface
public import RouterValuesInterface
public import UIToolkitInterface

/// Answers for services and tasks nobody registered.
@MainActor
public protocol ServiceFallbackDelegate: AnyObject {
    /// A screen to show instead; `nil` reports `ServiceError.unknownService` / `.unknownTask`.
    func fallbackScreen(service: ServiceName, task: TaskName, userInfo: UserInfo) -> Screen?

    /// A task result instead; finish `completion` later or return a value now, as a task would.
    /// Returning `nil` without keeping the completion reports `ServiceError.unknownService` / `.unknownTask`.
    func fallbackTask(service: ServiceName, task: TaskName, userInfo: UserInfo, completion: any TaskCompleting)
        -> UserInfo?
}
