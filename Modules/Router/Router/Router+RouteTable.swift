import RouterInterface

/// One registered route, as `horizon routes` lists it.
public struct RouteInfo: Codable, Sendable, Hashable {
    /// The route identifier.
    public var identifier: String
    /// The route's Swift type.
    public var routeType: String
    /// The feature it opens.
    public var feature: String
    /// The installed module that registered it; `nil` when the composition root did.
    public var module: String?
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
        handlers.identifiers.compactMap { identifier -> RouteInfo? in
            guard let handler = handlers[identifier],
                let binding = handler.bindings.first(where: { $0.route.identifier == identifier })
            else { return nil }
            var info = RouteInfo(
                identifier: identifier, routeType: String(describing: binding.route),
                feature: String(describing: binding.feature),
                module: provenance.provider(of: .route, identifier), patterns: [], guards: [], externalPatterns: [])
            for face in faces { face.annotate(&info) }
            return info
        }
    }
}

/// One feature the router can build, as `horizon graph` draws it.
public struct FeatureInfo: Codable, Sendable, Hashable {
    /// The feature's type name.
    public var feature: String
    /// The installed module that registered it; `nil` when the composition root did.
    public var module: String?
    /// The types its `@Dependency` properties ask for, in declaration order.
    public var dependencies: [String]
}

extension Router {
    /// Every feature bound to a route or providing a screen module, sorted by name, with the
    /// dependencies it asks for (learnt as `validate()` learns them, without building it).
    public var featureTable: [FeatureInfo] {
        buildableFeatures().map { feature in
            FeatureInfo(
                feature: String(describing: feature),
                module: provenance.provider(of: .feature, ObjectIdentifier(feature)),
                dependencies: dependencies(of: feature).map(\.name))
        }.sorted { $0.feature < $1.feature }
    }
}
