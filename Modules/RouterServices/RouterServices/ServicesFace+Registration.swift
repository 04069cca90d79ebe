import Router
public import RouterInterface
public import RouterServicesInterface
public import RouterValuesInterface
public import UIToolkitInterface

extension ServicesFace {
    public func registerScreen<R: Route>(
        service: ServiceName, task: TaskName,
        route makeRoute: @escaping @MainActor (UserInfo) throws -> R,
        reuse: ScreenReuse<R>? = nil,
        configure: (@MainActor (Screen, UserInfo) throws -> Void)? = nil
    ) throws(RouterError) {
        try table.add(
            .screen { [unowned self] userInfo, type throws(ServiceError) in
                do {
                    let router = try liveRouter()
                    return try router.guarded("\(service)/\(task)", refused: { $0 }) { () throws in
                        let route = try makeRoute(userInfo)
                        guard type.source.window === router.window else {
                            throw RouterError.invalidSource(type.source.name)
                        }
                        if let reuse,
                            let reused = try recycle(route, reuse, type: type, userInfo: userInfo, configure: configure)
                        {
                            return reused
                        }
                        let screen = try router.makeScreen(for: route, from: type.source)
                        try configure?(screen, userInfo)
                        return try router.present(
                            screen, route: route, from: type.source, presentation: type.presentation)
                    }
                } catch {
                    throw ServiceError(provider: error, service: service, task: task)
                }
            }, service: service, task: task)
    }

    public func registerTask(
        service: ServiceName, task: TaskName,
        handler: @escaping @MainActor (any TaskRequest) throws -> UserInfo?
    ) throws(RouterError) {
        try table.add(
            .task { request throws(ServiceError) in
                do { return try handler(request) } catch {
                    throw ServiceError(provider: error, service: service, task: task)
                }
            }, service: service, task: task)
    }
}
