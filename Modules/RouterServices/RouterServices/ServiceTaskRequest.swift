import Router
import RouterInterface
import RouterServicesInterface
import RouterValuesInterface
import UIToolkitInterface

/// What a task handler receives.
@MainActor
final class ServiceTaskRequest: TaskRequest {
    let service: ServiceName
    let task: TaskName
    let userInfo: UserInfo
    let completion: any TaskCompleting
    private weak var router: RouterEngine?

    init(
        router: RouterEngine?, service: ServiceName, task: TaskName, userInfo: UserInfo, completion: any TaskCompleting
    ) {
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
