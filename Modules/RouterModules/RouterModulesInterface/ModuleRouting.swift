public import InjectionInterface
public import NavigationInterface
public import RouterInterface
import RouterValuesInterface
public import UIToolkitInterface

/// The protocols face: find a screen or a service module by its protocol.
///
/// Features get it with `@Resolved var modules: any ModuleRouting`.
@MainActor
public protocol ModuleRouting: AnyObject, Sendable {
    /// Builds, prepares and shows the screen module registered for a protocol.
    ///
    /// Errors go to `configuration.error`, to `configuration.completion` and to the router's
    /// observers; the hierarchy is unchanged then.
    /// - Parameters:
    ///   - module: The routable protocol.
    ///   - configure: Sets the source, route type, `prepare` and the handlers.
    /// - Returns: A handle that tracks the route's state and removes it with one call.
    @discardableResult
    func perform<Destination>(
        _ module: RoutableScreen<Destination>,
        configure: (inout ScreenRouteConfiguration<Destination>) -> Void
    ) -> any ModuleHandle<Destination>

    /// Makes, prepares and shows a screen module from typed arguments: the module's feature builds from them.
    ///
    /// Errors go to `configuration.error`, to `configuration.completion` and to the router's
    /// observers; the hierarchy is unchanged then.
    /// - Parameters:
    ///   - module: The maker the module's interface declares.
    ///   - arguments: What the destination is made from.
    ///   - configure: Sets the source, route type, `userInfo`, `prepare` and the handlers.
    /// - Returns: A handle that tracks the route's state and removes it with one call.
    @discardableResult
    func perform<Arguments, Destination>(
        _ module: RoutableMaker<Arguments, Destination>, with arguments: Arguments,
        configure: (inout ScreenRouteConfiguration<Destination>) -> Void
    ) -> any ModuleHandle<Destination>

    /// Prepares a screen the caller made or got elsewhere as the module would prepare its own
    /// destination: the caller's `prepare`, then the
    /// module's own preparation with `userInfo`. Nothing is shown; `routeType` is ignored.
    ///
    /// - Parameters:
    ///   - screen: The destination to prepare.
    ///   - module: The protocol whose module prepares it.
    ///   - configure: Sets `userInfo`, `prepare` and the handlers.
    /// - Returns: The screen as the module's protocol, or `nil` after reporting the error:
    ///   `ModuleError.invalidPerformer` when the screen does not conform to the protocol,
    ///   `.unregisteredProtocol` when no module serves it.
    @discardableResult
    func prepareDestination<Destination>(
        _ screen: Screen, as module: RoutableScreen<Destination>,
        configure: (inout ScreenRouteConfiguration<Destination>) -> Void
    ) -> Destination?

    /// Obtains the service module registered for a protocol and prepares it.
    ///
    /// - Parameters:
    ///   - module: The routable protocol.
    ///   - configure: Sets `prepare` and the handlers.
    /// - Returns: The service, or `nil` after reporting the error to the handlers.
    @discardableResult
    func perform<Destination: Sendable>(
        _ module: RoutableService<Destination>,
        configure: (inout ServiceRouteConfiguration<Destination>) -> Void
    ) -> Destination?
}

extension ModuleRouting {
    /// Obtains a service module by its protocol.
    ///
    /// - Returns: The service.
    /// - Throws: `ModuleError.unregisteredProtocol`, or `.routing` with `.dependency` or `.dependencyFailed`.
    public func service<Destination: Sendable>(_ module: RoutableService<Destination>) throws(ModuleError)
        -> Destination
    {
        var failure: ModuleError?
        let service = perform(module) { config in config.error = { failure = $0 } }
        guard let service else {
            throw failure ?? .unregisteredProtocol(ProtocolName(module.name), kind: ServiceModule.kindName)
        }
        return service
    }
}

/// A handle on one protocols-face route.
@MainActor
public protocol ModuleHandle<Destination>: AnyObject {
    /// The destination's protocol as the module sees it.
    associatedtype Destination

    /// The protocol that was performed, such as `"NoteEditorInput"`.
    var module: String { get }
    /// Where the route is; it becomes `.removed` when the user removes the destination too.
    var state: ModuleRouteState { get }
    /// The destination screen, while it is alive.
    var screen: Screen? { get }
    /// The destination as the module's protocol, while it is alive.
    var destination: Destination? { get }

    /// Shows a destination made with `.makeDestination`.
    ///
    /// - Parameters:
    ///   - source: The screen to show it from.
    ///   - routeType: How to show it; not `.makeDestination`.
    ///   - completion: Called exactly once with the destination or the error, such as
    ///     `ModuleError.overRoute` when it is shown already.
    func perform(
        from source: Screen, routeType: ScreenRouteType,
        completion: (@MainActor (Result<Destination, ModuleError>) -> Void)?)

    /// Removes what was shown with the inverse action: pop, dismiss, remove from parent,
    /// remove from superview, or the custom transition's inverse.
    ///
    /// - Parameter configure: Sets `prepare` (the destination just before removal) and the
    ///   handlers. `completion` is called exactly once with success or the error:
    ///   `.routing(.alreadyRemoved)` when the user went back already, `.notPresentedByRouter`
    ///   when this route never showed it.
    func remove(configure: (inout ScreenRemoveConfiguration<Destination>) -> Void)
}

extension ModuleHandle {
    /// Removes what was shown, with only a completion.
    ///
    /// - Parameter completion: Called exactly once with success or the error.
    public func remove(completion: (@MainActor (Result<Void, ModuleError>) -> Void)?) {
        remove { config in config.completion = completion }
    }
}

/// What a module's provider registers with: `registrar.modules` in `AppEntry.register(in:)`.
@MainActor
public protocol ModuleRegistering: AnyObject {
    /// Registers the feature that builds a screen module's destination, with the route
    /// types it supports and its own preparation.
    ///
    /// The feature builds from `NoInput` and is created and injected like any other; its
    /// screen must conform to the protocol.
    /// - Throws: `RouterError.duplicateRegistration` when the protocol is registered already.
    func registerScreen<Destination, Opened: Feature>(
        _ module: RoutableScreen<Destination>, feature: Opened.Type, options: ScreenModuleOptions<Destination>
    ) throws(RouterError) where Opened.Input == NoInput

    /// Registers the feature that makes a screen module's destination from typed arguments:
    /// one whose `Input` is the maker's `Arguments`.
    ///
    /// - Throws: `RouterError.duplicateRegistration` when the maker is registered already.
    func registerMaker<Arguments, Destination, Maker: Feature>(
        _ module: RoutableMaker<Arguments, Destination>, feature: Maker.Type, options: ScreenModuleOptions<Destination>
    ) throws(RouterError) where Maker.Input == Arguments

    /// Registers the factory of a service module; its parameters are its dependencies.
    ///
    /// - Throws: `RouterError.duplicateRegistration` when the protocol is registered already.
    func registerService<Destination: Sendable, each Dependency: Sendable>(
        _ module: RoutableService<Destination>, scope: DependencyScope,
        factory: @escaping @Sendable (repeat each Dependency) throws -> Destination) throws(RouterError)
}

extension ModuleRegistering {
    /// Registers the feature that builds a screen module's destination; it supports every
    /// route type and has no preparation of its own.
    ///
    /// - Throws: `RouterError.duplicateRegistration` when the protocol is registered already.
    public func registerScreen<Destination, Opened: Feature>(
        _ module: RoutableScreen<Destination>, feature: Opened.Type
    )
        throws(RouterError) where Opened.Input == NoInput
    {
        try registerScreen(module, feature: feature, options: ScreenModuleOptions())
    }
}
