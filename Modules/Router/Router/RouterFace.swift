package import NavigationInterface
package import RouterInspection
package import RouterInterface
package import UIToolkitInterface

/// What the core asks of an installed face beside its registrar; every requirement has a default.
///
/// Package access: faces are modules of this package, and what they need of the core does not
/// widen its public API.
@MainActor
package protocol RouterFace: AnyObject {
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
    package var features: [any Feature.Type] { [] }
    package var problems: [RouterError] { [] }
    package func module(in screen: Screen) -> String? { nil }
    package func hierarchyDidChange(_ change: HierarchyChange) {}
    package func gestureReported(_ change: HierarchyChange) {}
    package func annotate(_ route: inout RouteInfo) {}
}
