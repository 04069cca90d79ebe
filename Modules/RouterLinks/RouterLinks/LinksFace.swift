public import Router
public import RouterInspection
public import RouterInterface
public import RouterLinksInspection
import RouterLinksInterface
public import UIToolkitInterface

/// The links-and-state face: a declared tree of sections, tabs, stacks and
/// endpoints with URL patterns; a link computes the target hierarchy and the smallest change
/// to reach it; a saved navigation state is rebuilt under the same tree's rules.
///
/// The composition root installs it, then declares the tree once the modules registered their
/// routes; features get it as `@Resolved var links: any LinkOpening`.
/// ```swift
/// let links = try LinksFace.install(on: router)
/// try router.install(modules)
/// try links.declareLinks(tree, origins: origins)
/// ```
@MainActor
public final class LinksFace: LinkRestoring {
    /// The router the face builds screens through.
    weak var router: RouterEngine?
    /// The router's window, where links apply their changes.
    let window: any UIToolkit
    /// The router's route types, for rebuilding saved routes.
    let registry: RouteRegistry
    /// The declared tree, the link a guard holds back, and the screens that hear when they leave.
    var links = LinkState()

    private init(router: RouterEngine) {
        self.router = router
        window = router.window
        registry = router.registry
    }

    /// Installs the face on a router: the container provides it as `any LinkOpening`, and the
    /// route table shows each route's patterns and guards once a tree is declared.
    ///
    /// - Parameter router: The router; it keeps the face for as long as it lives.
    /// - Returns: The face, for what only the composition root does (declaring the tree, restoring).
    /// - Throws: `RouterError.duplicateRegistration` when the face is installed already.
    @discardableResult
    public static func install(on router: RouterEngine) throws(RouterError) -> LinksFace {
        let face = LinksFace(router: router)
        try router.installFace(face, named: "links")
        try router.provide(face, as: (any LinkOpening).self) { $0 }
        return face
    }

    /// The router, or `.routing(.noWindow)` once it is gone.
    func liveRouter() throws(LinkError) -> RouterEngine {
        guard let router else { throw .routing(.noWindow) }
        return router
    }

    /// Runs one transition; another one started inside it is refused as `.routing`.
    func guarded<T>(_ name: String, _ body: () throws(LinkError) -> T) throws(LinkError) -> T {
        try liveRouter().guarded(name, refused: LinkError.routing, body)
    }

    /// Builds the screen for a route through the core's pipeline, without presenting it.
    func makeScreen(for route: any Route, from source: Screen?) throws(LinkError) -> Screen {
        let router = try liveRouter()
        do { return try router.makeScreen(for: route, from: source) } catch { throw .routing(error) }
    }

    /// Tells the router's observers.
    func emit(_ event: RouterEvent) {
        router?.emit(event)
    }
}

extension LinksFace: RouterFace {
    /// Calls the endpoints' `onUnwind` for the screens that left the hierarchy.
    public func hierarchyDidChange(_ change: HierarchyChange) {
        for (screen, unwind) in links.unwinds(for: change.removed) { unwind(screen) }
    }

    /// Fills a tab the user tapped before any link did.
    public func gestureReported(_ change: HierarchyChange) {
        guard change.action == .selectTab, let stack = change.added.first as? StackContainer,
            let tabs = change.container
        else { return }
        fillTab(stack, of: tabs)
    }

    /// A route's patterns and guards in the declared tree.
    public func annotate(_ route: inout RouteInfo) {
        guard let tree = links.tree else { return }
        route.patterns = tree.patterns(for: route.identifier)
        route.guards = tree.guards(for: route.identifier).map(\.name)
        route.externalPatterns = tree.patterns(for: route.identifier, openableFromOutside: true)
    }
}
