import RouterInterface

/// One registered route, as `horizon routes` lists it.
public struct RouteInfo: Codable, Sendable, Hashable {
    /// The route identifier.
    public var identifier: String
    /// The route's Swift type.
    public var routeType: String
    /// The feature it opens.
    public var feature: String
    /// The module that owns the handler.
    public var module: String
    /// The link patterns that open it, from the link tree; empty when no link does.
    public var patterns: [String]
    /// The guards a link to it must pass, wherever it is in the link tree.
    public var guards: [String]
    /// The patterns a link from outside the app may use to open it (see
    /// `LinkNode.openableFromOutside()`); the other patterns work from inside the app only.
    public var externalPatterns: [String]
}

extension Router {
    /// Every registered route, sorted by identifier.
    public var routeTable: [RouteInfo] {
        handlers.keys.sorted().compactMap { identifier -> RouteInfo? in
            guard let handler = handlers[identifier],
                  let binding = handler.bindings.first(where: { $0.route.identifier == identifier }) else { return nil }
            let handlerName = String(reflecting: type(of: handler))
            return RouteInfo(identifier: identifier, routeType: String(describing: binding.route),
                             feature: String(describing: binding.feature),
                             module: handlerName.split(separator: ".").first.map(String.init) ?? handlerName,
                             patterns: linkTree?.patterns(for: identifier) ?? [],
                             guards: linkTree?.guards(for: identifier).map(\.name) ?? [],
                             externalPatterns: linkTree?.patterns(for: identifier, openableFromOutside: true) ?? [])
        }
    }
}
