public import RouterInterface
public import UIToolkitInterface

extension Screen {
    /// The route this screen was opened for, if any: the router sets it, and the navigation
    /// state, the snapshot's `"route"` and links read it back.
    ///
    /// It is kept as the screen's `descriptor`, which the UI seam encodes without knowing of
    /// routes. (Not `route`, which a feature's screen often names its own, typed route.)
    public var openedRoute: (any Route)? {
        get { (descriptor as? RouteDescriptor)?.route }
        set { descriptor = newValue.map(RouteDescriptor.init) }
    }
}

/// A route as the UI seam's descriptor: its identifier and its parameters, encoded as the route
/// encodes them.
private struct RouteDescriptor: ScreenDescriptor {
    let route: any Route

    var identifier: String { type(of: route).identifier }

    func encode(to encoder: any Encoder) throws {
        try route.encode(to: encoder)
    }
}
