/// A route of any registered type, decoded from `"identifier|{json}"`.
///
/// A backend can dictate navigation by sending such a string. Decoding needs the router's
/// route registry in the decoder's `userInfo` under `.routeDecoding`
/// (`router.injectContext(into: decoder)`); errors are `RouterError.malformedAnyRoute`,
/// `.unregisteredRoute` and `.undecodableRoute`.
public struct AnyRoute: Decodable, Sendable, Hashable, CustomStringConvertible {
    /// The typed route.
    public let route: any Route

    /// Wraps a typed route.
    public init(_ route: any Route) {
        self.route = route
    }

    /// Decodes the `"identifier|{json}"` string through the registry in `userInfo`.
    ///
    /// - Throws: `RouterError.missingDecodingContext` when no registry was injected, or
    ///   what the registry throws for the string.
    public init(from decoder: any Decoder) throws {
        let string = try decoder.singleValueContainer().decode(String.self)
        guard let context = decoder.userInfo[.routeDecoding] as? any RouteDecoding else {
            throw RouterError.missingDecodingContext
        }
        route = try context.decodeRoute(from: string)
    }

    public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
        AnyHashable(lhs.route) == AnyHashable(rhs.route)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(route))
    }

    public var description: String { "\(type(of: route).identifier) \(route)" }
}

/// Decodes routes from `"identifier|{json}"` strings: the hand-off between `AnyRoute` and the
/// engine's registry, which implements it. Package-wide, as nothing outside the engine decodes.
package protocol RouteDecoding: Sendable {
    /// Decodes one route.
    ///
    /// - Parameter string: `identifier|{json}`; the JSON part may be omitted for a route
    ///   without parameters.
    /// - Returns: The typed route.
    /// - Throws: `RouterError.malformedAnyRoute`, `.unregisteredRoute` or `.undecodableRoute`.
    func decodeRoute(from string: String) throws(RouterError) -> any Route
}

extension CodingUserInfoKey {
    /// Where `AnyRoute` finds the route registry in a decoder's `userInfo`.
    public static let routeDecoding = CodingUserInfoKey(rawValue: "RouterInterface.routeDecoding")!
}
