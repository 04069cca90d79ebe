public import NavigationInterface
public import RouterInterface
public import RouterValuesInterface
public import UIToolkitInterface

/// The services-and-tasks face: what service users call.
@MainActor
public protocol ServiceRouting: AnyObject, Sendable {
    /// Shows the screen a service's task provides.
    ///
    /// - Parameters:
    ///   - service: The service.
    ///   - task: The task, registered as a screen service.
    ///   - userInfo: The values the provider documents for it.
    ///   - type: How to show it.
    ///   - completion: Called exactly once, after the transition, with a handle (on the reused
    ///     screen, if the provider recycled one) or the error.
    func navigate(
        service: ServiceName, task: TaskName, userInfo: UserInfo, type: ServiceNavigation,
        completion: (@MainActor (Result<any NavigationHandle, ServiceError>) -> Void)?)

    /// Runs a task.
    ///
    /// - Parameters:
    ///   - service: The service's name.
    ///   - task: The task's name within the service.
    ///   - userInfo: The task's input, under the keys the provider documents.
    ///   - completion: Called exactly once with the task's outcome; see `TaskCompleting`.
    /// - Returns: What the handler returned right away, or the error.
    @discardableResult
    func doTask(
        service: ServiceName, task: TaskName, userInfo: UserInfo,
        completion: (@MainActor (Result<UserInfo, ServiceError>) -> Void)?
    ) -> Result<UserInfo?, ServiceError>
}

/// What service providers register with: `registrar.services` in `AppEntry.register(in:)`.
@MainActor
public protocol ServiceRegistering: AnyObject {
    /// Registers a screen service: its user info becomes a typed route, shown through the
    /// router's pipeline.
    ///
    /// - Parameters:
    ///   - service: The service.
    ///   - task: The task.
    ///   - route: Builds the route from the user info; throws for missing or wrong values.
    ///   - reuse: The recycling policy, if any.
    ///   - configure: Gives the built (or reused) screen values a route cannot carry, such as closures.
    /// - Throws: `RouterError.duplicateRegistration` when the task exists; `.unregisteredRoute`
    ///   is reported at navigation if no handler serves the route.
    func registerScreen<R: Route>(
        service: ServiceName, task: TaskName,
        route: @escaping @MainActor (UserInfo) throws -> R,
        reuse: ScreenReuse<R>?,
        configure: (@MainActor (Screen, UserInfo) throws -> Void)?) throws(RouterError)

    /// Registers a task.
    ///
    /// - Parameters:
    ///   - service: The service.
    ///   - task: The task.
    ///   - handler: Returns a result right away, or keeps `request.completion` to finish later.
    /// - Throws: `RouterError.duplicateRegistration` when the task exists.
    func registerTask(
        service: ServiceName, task: TaskName,
        handler: @escaping @MainActor (any TaskRequest) throws -> UserInfo?) throws(RouterError)
}

extension ServiceRegistering {
    /// Registers a screen service without recycling or configuration.
    ///
    /// - Throws: `RouterError.duplicateRegistration` when the task exists.
    public func registerScreen<R: Route>(
        service: ServiceName, task: TaskName,
        route: @escaping @MainActor (UserInfo) throws -> R
    ) throws(RouterError) {
        try registerScreen(service: service, task: task, route: route, reuse: nil, configure: nil)
    }
}
