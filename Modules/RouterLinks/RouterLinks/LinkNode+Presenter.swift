public import RouterInterface
import RouterLinksInterface
public import UIToolkitInterface

extension LinkNode {
    /// This endpoint keeps its screen when a link asks for it with other values, and gives
    /// the screen the new route instead.
    ///
    /// Without it, a link to the same endpoint with other values replaces the screen. With
    /// it, the screen on top stays, `update` receives the new route, and the screen's
    /// descriptor becomes that route, so the navigation state follows. The dispatch reports
    /// the step as `LinkStep.setParameters`.
    ///
    /// ```swift
    /// .endpoint(ShowRoute.self, "shows/:showId")
    ///     .settingParameters { (route: ShowRoute, screen) in (screen as? any ShowPageUpdating)?.show(route) }
    /// ```
    ///
    /// - Parameter update: Called with the new route and the kept screen, before any
    ///   presentation the link asks for. Do not route from it.
    /// - Returns: The endpoint with the callback. `declareLinks` refuses it with
    ///   `LinkError.invalidLinkTree` on a container, or when `R` is not the endpoint's route.
    public func settingParameters<R: Route>(_ update: @escaping @MainActor (R, Screen) -> Void) -> LinkNode {
        var node = self
        node.parameterSetter = LinkParameterSetter(update)
        return node
    }

    /// This endpoint calls `unwind` with its screen when the screen leaves the hierarchy,
    /// whether a link unwound it, a handle removed it or the user went back.
    ///
    /// - Parameter unwind: Called once per screen this endpoint built, after the change,
    ///   with the screen already out of the window. Do not route from it.
    /// - Returns: The endpoint with the callback. `declareLinks` refuses it with
    ///   `LinkError.invalidLinkTree` on a container.
    public func onUnwind(_ unwind: @escaping @MainActor (Screen) -> Void) -> LinkNode {
        var node = self
        node.unwind = unwind
        return node
    }
}
