import RouterInterface
public import RouterValuesInterface
public import UIToolkitInterface

/// How to perform a screen module: source, route type, preparation and every handler.
///
/// ```swift
/// modules.perform(RoutableScreen<any NoteEditorInput>()) { config in
///     config.source = self
///     config.routeType = .push
///     config.prepare = { editor in editor.constructForCreatingNewNote() }
///     config.completion = { result in … }
/// }
/// ```
/// Every handler runs on the main actor; `completion` runs exactly once per perform.
public struct ScreenRouteConfiguration<Destination> {
    /// The screen performing the route; held weakly, so a released source is an error, not a leak.
    public weak var source: Screen?
    /// How to show the destination.
    public var routeType: ScreenRouteType = .push
    /// Whether to animate: HeadlessUI records it on the change, the events and hooks see it,
    /// and removal animates the same way.
    public var animated = true
    /// A container to wrap the destination in before showing it.
    public var wrapping: ContainerWrapping?
    /// Values for the module's own preparation (`ScreenModuleOptions.prepare`), which reads
    /// them with typed keys its interface declares.
    public var userInfo = UserInfo()
    /// Configures the destination, seen as the module's protocol, before it is shown.
    public var prepare: (@MainActor (Destination) -> Void)?
    /// Called after each successful perform with the destination.
    public var success: (@MainActor (Destination) -> Void)?
    /// Called when performing or removing fails.
    public var error: (@MainActor (ModuleRouteAction, ModuleError) -> Void)?
    /// Called exactly once per perform, after the transition, with the destination or the error.
    public var completion: (@MainActor (Result<Destination, ModuleError>) -> Void)?
    /// Called on every state change, with the old and the new state.
    public var stateNotifier: (@MainActor (_ from: ModuleRouteState, _ to: ModuleRouteState) -> Void)?

    /// Creates a configuration that pushes, animated, with no handlers.
    public init() {}
}

/// How to remove what a screen module showed: a last preparation and every handler.
///
/// ```swift
/// handle.remove { config in
///     config.prepare = { editor in editor.delegate = nil }
///     config.completion = { result in … }
/// }
/// ```
/// Every handler runs on the main actor; `completion` runs exactly once per remove.
public struct ScreenRemoveConfiguration<Destination> {
    /// Called with the destination just before it is removed, while it is still shown.
    public var prepare: (@MainActor (Destination) -> Void)?
    /// Called after a successful removal.
    public var success: (@MainActor () -> Void)?
    /// Called when removing fails, with `.remove` and the error.
    public var error: (@MainActor (ModuleRouteAction, ModuleError) -> Void)?
    /// Called exactly once per remove, after the transition, with success or the error.
    public var completion: (@MainActor (Result<Void, ModuleError>) -> Void)?

    /// Creates a configuration with no handlers.
    public init() {}
}

/// How to obtain a service module: preparation and handlers.
public struct ServiceRouteConfiguration<Destination> {
    /// Configures the service, seen as its protocol, before it is handed out.
    public var prepare: (@MainActor (Destination) -> Void)?
    /// Called with the service when it was obtained.
    public var success: (@MainActor (Destination) -> Void)?
    /// Called when the service could not be obtained.
    public var error: (@MainActor (ModuleError) -> Void)?
    /// Called exactly once with the service or the error.
    public var completion: (@MainActor (Result<Destination, ModuleError>) -> Void)?

    /// Creates a configuration with no handlers.
    public init() {}
}
