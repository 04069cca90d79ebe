import Router
public import RouterInterface
public import RouterServicesInterface
public import UIToolkitInterface

extension ServicesFace {
    public func registerScreen<R: Route>(
        service: ServiceName, task: TaskName,
        route makeRoute: @escaping @MainActor (UserInfo) throws(RouterError) -> R,
        reuse: ScreenReuse<R>? = nil,
        configure: (@MainActor (Screen, UserInfo) throws(RouterError) -> Void)? = nil
    ) throws(RouterError) {
        try table.add(
            .screen { [unowned self] userInfo, type throws(RouterError) in
                let router = try liveRouter()
                return try router.guarded("\(service)/\(task)") { () throws(RouterError) in
                    let route = try makeRoute(userInfo)
                    guard type.source.window === router.window else { throw .invalidSource(type.source.name) }
                    if let reuse,
                        let reused = try recycle(route, reuse, type: type, userInfo: userInfo, configure: configure)
                    {
                        return reused
                    }
                    let screen = try router.makeScreen(for: route, from: type.source)
                    try configure?(screen, userInfo)
                    return try router.present(screen, route: route, from: type.source, presentation: type.presentation)
                }
            }, service: service, task: task)
    }

    public func registerTask(
        service: ServiceName, task: TaskName,
        handler: @escaping @MainActor (any TaskRequest) throws(RouterError) -> UserInfo?
    ) throws(RouterError) {
        try table.add(.task(handler), service: service, task: task)
    }
}
