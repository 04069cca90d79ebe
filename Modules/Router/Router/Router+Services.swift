public import HeadlessUI
public import RouterInterface

extension Router: ServiceRouting, ServiceRegistering {
    // MARK: Registration

    public func registerScreen<R: Route>(
        service: ServiceName, task: TaskName,
        route makeRoute: @escaping @MainActor (UserInfo) throws(RouterError) -> R,
        reuse: ScreenReuse<R>? = nil,
        configure: (@MainActor (Screen, UserInfo) throws(RouterError) -> Void)? = nil
    ) throws(RouterError) {
        try services.add(
            .screen { [unowned self] userInfo, type throws(RouterError) in
                try guarded("\(service)/\(task)") { () throws(RouterError) in
                    let route = try makeRoute(userInfo)
                    guard type.source.window === window else { throw .invalidSource(type.source.name) }
                    if let reuse,
                        let reused = try recycle(route, reuse, type: type, userInfo: userInfo, configure: configure)
                    {
                        return reused
                    }
                    try preflight(
                        type.presentation, wrapping: type.presentation.impliedWrapping, from: type.source,
                        destination: R.identifier)
                    let screen = try makeScreen(for: route, from: type.source)
                    try configure?(screen, userInfo)
                    return try present(screen, route: route, from: type.source, presentation: type.presentation)
                }
            }, service: service, task: task)
    }

    public func registerTask(
        service: ServiceName, task: TaskName,
        handler: @escaping @MainActor (any TaskRequest) throws(RouterError) -> UserInfo?
    ) throws(RouterError) {
        try services.add(.task(handler), service: service, task: task)
    }

    /// Every registered service with its tasks, sorted by name.
    public var registeredServices: [ServiceInfo] {
        services.kinds.map { name, tasks in
            ServiceInfo(service: name.rawValue, tasks: tasks, module: provenance.provider(of: .service, name))
        }
    }

    /// Removes a service and all its tasks.
    ///
    /// - Returns: Whether it was registered.
    @discardableResult
    public func removeService(_ service: ServiceName) -> Bool {
        services.remove(service)
    }

    // MARK: Navigation

    public func navigate(
        service: ServiceName, task: TaskName, userInfo: UserInfo, type: ServiceNavigation,
        completion: (@MainActor (Result<any NavigationHandle, RouterError>) -> Void)?
    ) {
        let result: Result<any NavigationHandle, RouterError>
        do {
            result = .success(try openService(service, task, userInfo: userInfo, type: type))
        } catch {
            emit(.failed(error, route: "\(service)/\(task)"))
            result = .failure(error)
        }
        completion?(result)
    }

    private func openService(
        _ service: ServiceName, _ task: TaskName, userInfo: UserInfo,
        type: ServiceNavigation
    ) throws(RouterError) -> PresentedRoute {
        switch services.entry(service, task) {
        case .screen(let open)?:
            return try open(userInfo, type)
        case .task?:
            throw .wrongTaskKind(service: service, task: task, expected: .screen)
        case nil:
            guard let screen = serviceFallback?.fallbackScreen(service: service, task: task, userInfo: userInfo) else {
                throw unknown(service, task)
            }
            guard type.source.window === window else { throw .invalidSource(type.source.name) }
            return try present(screen, route: nil, from: type.source, presentation: type.presentation)
        }
    }

    /// Pops back to a screen the provider's policy recycles, in the given stack or the current one.
    private func recycle<R: Route>(
        _ route: R, _ reuse: ScreenReuse<R>, type: ServiceNavigation, userInfo: UserInfo,
        configure: (@MainActor (Screen, UserInfo) throws(RouterError) -> Void)?
    ) throws(RouterError) -> PresentedRoute? {
        let stack =
            type.stack ?? type.source.navigationStack
            ?? window.visibleScreens.last { $0 is NavigationStack } as? NavigationStack
        guard let stack, let existing = stack.screens.last(where: { reuse.matches($0, route) }) else { return nil }
        let transition = Transition(
            route: R.identifier, destination: existing.name, source: stack.name,
            presentation: .push, reused: true)
        emit(.willPerform(transition))
        reuse.update(existing, route)
        existing.descriptor = route
        try configure?(existing, userInfo)
        if stack.top !== existing {
            do { _ = try stack.pop(to: existing) } catch {
                throw .invalidPresentation(presentation: "reuse", reason: error)
            }
        }
        emit(.didPerform(transition))
        return PresentedRoute(
            router: self, route: route, presentation: .push, destination: existing, attached: existing)
    }

    // MARK: Tasks

    @discardableResult
    public func doTask(
        service: ServiceName, task: TaskName, userInfo: UserInfo,
        completion: (@MainActor (Result<UserInfo, RouterError>) -> Void)?
    ) -> Result<UserInfo?, RouterError> {
        var once = OneShotCompletion(service: service, task: task, callback: completion)
        let returned: UserInfo?
        var declined: RouterError?
        do throws(RouterError) {
            switch services.entry(service, task) {
            case .task(let handler)?:
                returned = try handler(
                    ServiceTaskRequest(router: self, service: service, task: task, userInfo: userInfo, completion: once)
                )
            case .screen?:
                throw .wrongTaskKind(service: service, task: task, expected: .task)
            case nil:
                guard let delegate = serviceFallback else { throw unknown(service, task) }
                returned = delegate.fallbackTask(service: service, task: task, userInfo: userInfo, completion: once)
                declined = unknown(service, task)
            }
        } catch {
            emit(.failed(error, route: "\(service)/\(task)"))
            once.finish(.failure(error))
            return .failure(error)
        }
        // Nobody kept the completion: the task is over, with what it returned. Kept: it must be
        // finished later, and if it is released unfinished the caller learns the task was abandoned.
        if !once.isFinished, isKnownUniquelyReferenced(&once) {
            let outcome: Result<UserInfo, RouterError> =
                returned.map { .success($0) }
                ?? .failure(declined ?? .taskAbandoned(service: service, task: task))
            if case .failure(let error) = outcome { emit(.failed(error, route: "\(service)/\(task)")) }
            once.finish(outcome)
            if returned == nil, let declined { return .failure(declined) }
        }
        return .success(returned)
    }

    private func unknown(_ service: ServiceName, _ task: TaskName) -> RouterError {
        services.unknown(service, task)
    }
}
