import RouterInterface
package import RouterServicesInterface
import RouterValuesInterface

extension ServiceError {
    /// What a provider's closure threw, as the caller of the service receives it: a `ServiceError`
    /// as it is, the core's and the user info's errors wrapped, anything else as `.providerFailed`.
    ///
    /// - Parameters:
    ///   - error: What the closure threw.
    ///   - service: The service called.
    ///   - task: The task called.
    package init(provider error: any Error, service: ServiceName, task: TaskName) {
        switch error {
        case let error as ServiceError: self = error
        case let error as RouterError: self = .routing(error)
        case let error as UserInfoError: self = .userInfo(error)
        default: self = .providerFailed(service: service, task: task, reason: String(describing: error))
        }
    }
}
