import RouterInterface
import RouterLinksInterface
import UIToolkitInterface

/// An endpoint's `settingParameters` callback, with the route type it was declared for.
@MainActor
struct LinkParameterSetter {
    /// The identifier of the route type the callback takes.
    let identifier: String
    /// The route type's name, for the message when it is not the endpoint's.
    let typeName: String
    /// Gives the screen the new route; a route of another type is never passed.
    let apply: @MainActor (any Route, Screen) -> Void

    init<R: Route>(_ update: @escaping @MainActor (R, Screen) -> Void) {
        identifier = R.identifier
        typeName = String(describing: R.self)
        apply = { route, screen in
            if let route = route as? R { update(route, screen) }
        }
    }
}
