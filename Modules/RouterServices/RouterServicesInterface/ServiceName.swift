public import RouterInterface
public import RouterValuesInterface

/// The kind of `ServiceName`.
public enum ServiceNameKind {}

/// The kind of `TaskName`.
public enum TaskNameKind {}

/// A service's name: a namespace of tasks, declared in the provider's interface module.
///
/// ```swift
/// public enum SettingsService {
///     public static let name: ServiceName = "SettingsService"
///     public static let navigate: TaskName = "navigate"
///     public static let shouldRefresh = UserInfoKey<Bool>("shouldRefresh")
/// }
/// ```
public typealias ServiceName = TypedName<ServiceNameKind>

/// A task's name, unique within its service.
public typealias TaskName = TypedName<TaskNameKind>

extension RegistrationKey {
    /// A task of a service.
    public static func task(_ service: ServiceName, _ task: TaskName) -> Self {
        Self("task '\(task)' of service '\(service)'")
    }
}
