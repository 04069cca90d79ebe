public import NavigationInterface
public import RouterInspection
public import RouterInterface
public import UIToolkitInterface

/// A face: an opt-in adapter onto the core that adds a call shape of its own (services and tasks,
/// protocol modules, links), or a concern the core has no concept for (analytics on every
/// navigation, say). Every requirement has a default; a face implements what it needs.
///
/// A face is installed on the engine by the composition root, before the modules:
///
/// ```swift
/// let face = AnalyticsFace()
/// try router.installFace(face, named: "analytics", registrar: (any AnalyticsRegistering).self) { entry in
///     AnalyticsRegistrar(face: face, entry: entry)   // what `registrar.face(_:)` hands that entry
/// }
/// try router.provide(face, as: (any ScreenViewLog).self) { $0 }   // what features resolve
/// _ = router.observe { [weak face] event in face?.record(event) }
/// ```
///
/// The engine keeps the face for as long as it lives; keep the router weakly. Horizon's own faces
/// (`ServicesFace`, `ModulesFace`, `LinksFace`) are written this way, and so is the analytics face
/// of `Examples/ByPath`, outside this package.
@MainActor
public protocol RouterFace: AnyObject {
    /// The features the face builds, which `validate()` checks beside the routes' features.
    var features: [any Feature.Type] { get }
    /// What `validate()` reports about the face's registrations, each as the core's error.
    var problems: [RouterError] { get }
    /// The protocol of the module that built this screen or the first screen under it, for events.
    func module(in screen: Screen) -> String?
    /// Called after every change of the window's hierarchy, before observers hear of a gesture.
    func hierarchyDidChange(_ change: HierarchyChange)
    /// Called after observers heard of a user's gesture, with the change it made.
    func gestureReported(_ change: HierarchyChange)
    /// Adds what the face knows of a route to its row in `routeTable`, such as its link patterns.
    func annotate(_ route: inout RouteInfo)
}

extension RouterFace {
    /// None: the face builds no features.
    public var features: [any Feature.Type] { [] }
    /// None: the face has nothing to report.
    public var problems: [RouterError] { [] }
    /// Unknown: the face builds no screens.
    public func module(in screen: Screen) -> String? { nil }
    /// Ignores the change.
    public func hierarchyDidChange(_ change: HierarchyChange) {}
    /// Ignores the gesture.
    public func gestureReported(_ change: HierarchyChange) {}
    /// Adds nothing to the route's row.
    public func annotate(_ route: inout RouteInfo) {}
}
