public import RouterInterface
public import RouterValuesInterface
public import UIToolkitInterface

/// The completion a task handler receives: finish it once, now or later.
///
/// The router guarantees the caller's completion runs exactly once:
/// - the handler calls `finish`, now or later: that result;
/// - the handler neither calls nor keeps it: at once, the value the handler returned, or
///   `ServiceError.taskAbandoned` when it returned nothing;
/// - the handler keeps it (or the request) and releases it unfinished: `ServiceError.taskAbandoned`.
/// A second `finish` is ignored.
@MainActor
public protocol TaskCompleting: AnyObject, Sendable {
    /// Finishes the task; only the first call counts.
    func finish(_ result: Result<UserInfo, ServiceError>)
}

/// What a task handler is given.
@MainActor
public protocol TaskRequest: AnyObject {
    /// The service called.
    var service: ServiceName { get }
    /// The task called.
    var task: TaskName { get }
    /// The caller's values.
    var userInfo: UserInfo { get }
    /// The completion; keep it to finish later.
    var completion: any TaskCompleting { get }

    /// Builds the screen for a route through the router's pipeline (handler, feature,
    /// injection, `isEnabled` or fallback), without presenting it.
    ///
    /// - Throws: What navigation to the route would throw.
    func makeScreen(for route: any Route) throws(RouterError) -> Screen
}
