public import RouterInterface

/// What a module registers with the analytics face: the screen name each of its routes is
/// tracked as. A module reaches it as `registrar.analytics`.
@MainActor
public protocol AnalyticsRegistering: AnyObject {
    /// Tracks every navigation to a route under a screen name.
    ///
    /// - Parameters:
    ///   - route: The route type, served by this module.
    ///   - screenName: The name analytics records, such as `"greeting_screen"`.
    /// - Throws: `RouterError.duplicateRegistration` when the route is tracked already.
    func track(_ route: any Route.Type, as screenName: String) throws(RouterError)
}
