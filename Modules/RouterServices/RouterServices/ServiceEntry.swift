import Router
import RouterInterface
import RouterServicesInterface
import UIToolkitInterface

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
