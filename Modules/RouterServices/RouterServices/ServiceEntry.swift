import Router
import RouterInterface
import RouterServicesInterface
import RouterValuesInterface
import UIToolkitInterface

/// A registered service task: a screen service or a task.
@MainActor
enum ServiceEntry {
    /// Shows a screen for the user info, in the way asked; the route type is erased into the
    /// closure, and what the provider threw is sorted (`ServiceError(provider:service:task:)`).
    case screen(@MainActor (UserInfo, ServiceNavigation) throws(ServiceError) -> PresentedRoute)
    /// Runs a task; what its handler threw is sorted as a screen's is.
    case task(@MainActor (any TaskRequest) throws(ServiceError) -> UserInfo?)

    var kind: ServiceInfo.Kind {
        switch self {
        case .screen: .screen
        case .task: .task
        }
    }
}
