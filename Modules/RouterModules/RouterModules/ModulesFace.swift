public import NavigationInterface
public import Router
public import RouterInspection
public import RouterInterface
public import RouterModulesInspection
public import RouterModulesInterface
public import UIToolkitInterface

/// The protocols face: screen, maker and service modules found by their protocol,
/// performed with a configuration, followed by a handle, adapted, and observed per module.
///
/// The composition root installs it before the modules; features then get it as
/// `@Resolved var modules: any ModuleRouting`, and modules register through `registrar.modules`.
/// ```swift
/// let router = RouterEngine(window: window)
/// let modules = try ModulesFace.install(on: router)
/// try router.install(appModules)
/// ```
@MainActor
public final class ModulesFace: ModuleInspecting, ModuleRegistering {
    /// The router the face builds and shows screens through.
    weak var router: RouterEngine?
    /// Screen and service modules by protocol.
    var table = ModuleTable()
    /// Who built each screen on display, and the handles that follow the hierarchy.
    var ownership = ScreenOwnership()

    private init(router: RouterEngine) {
        self.router = router
    }

    /// Installs the face on a router: modules register through `registrar.modules`, and the
    /// container provides it as `any ModuleRouting`.
    ///
    /// - Parameter router: The router; it keeps the face for as long as it lives.
    /// - Returns: The face, for what only the composition root does (adapters, hooks, the listing).
    /// - Throws: `RouterError.duplicateRegistration` when the face is installed already.
    @discardableResult
    public static func install(on router: RouterEngine) throws(RouterError) -> ModulesFace {
        let face = ModulesFace(router: router)
        try router.installFace(face, named: "modules", registrar: (any ModuleRegistering).self) { entry in
            EntryModuleRegistrar(face: face, entry: entry)
        }
        try router.provide(face, as: (any ModuleRouting).self) { $0 }
        return face
    }

    /// Every registered module, sorted by protocol, as `horizon routes` lists them.
    public var moduleTable: [ModuleInfo] {
        table.infos.map { key, info in
            var info = info
            info.entry = router?.provenance.provider(of: .protocolModule, key)
            return info
        }.sorted { $0.protocolName < $1.protocolName }
    }

    /// Adds a per-module hook: will/did perform and will/did remove of this module's
    /// destinations, user gestures included.
    ///
    /// - Parameters:
    ///   - module: The protocol whose destinations to watch.
    ///   - hook: Called with each event about them.
    /// - Returns: A token for the router's `removeObserver(_:)`; `nil` once the router is gone.
    @discardableResult
    public func observe<Destination>(
        _ module: RoutableScreen<Destination>, _ hook: @escaping @MainActor (RouterEvent) -> Void
    ) -> Int? {
        router?.addObserver(Observer(module: module.name, callback: hook))
    }

    /// The router, or `.routing(.noWindow)` once it is gone.
    func liveRouter() throws(ModuleError) -> RouterEngine {
        guard let router else { throw .routing(.noWindow) }
        return router
    }

    /// Tells the router's observers about a failure.
    func report(_ error: ModuleError, module: String) {
        router?.emit(.failed(RoutingFailure(error), route: module))
    }
}

extension ModulesFace: RouterFace {
    public var features: [any Feature.Type] { table.features }

    public var problems: [RouterError] { table.problems }

    public func module(in screen: Screen) -> String? {
        ownership.module(in: screen)
    }

    public func hierarchyDidChange(_ change: HierarchyChange) {
        for route in ownership.liveTrackedRoutes() { route.hierarchyDidChange() }
    }
}

/// Runs what the core does for the face, reporting its failure as the face's `.routing`.
///
/// - Throws: `ModuleError.routing` with the core's error.
func routing<T>(_ body: () throws(RouterError) -> T) throws(ModuleError) -> T {
    do { return try body() } catch { throw .routing(error) }
}
