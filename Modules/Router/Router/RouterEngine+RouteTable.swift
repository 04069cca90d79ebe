import Injection
import NavigationInterface
public import RouterInspection
import RouterInterface

extension RouterEngine {
    /// Every registered route, sorted by identifier.
    public var routeTable: [RouteInfo] {
        handlers.identifiers.compactMap { identifier -> RouteInfo? in
            guard let binding = handlers[identifier]?.binding else { return nil }
            var info = RouteInfo(
                identifier: identifier, routeType: String(describing: binding.route),
                feature: String(describing: binding.feature),
                entry: provenance.provider(of: .route, identifier), patterns: [], guards: [], externalPatterns: [])
            for face in faces { face.annotate(&info) }
            return info
        }
    }
}

extension RouterEngine {
    /// Every feature bound to a route or providing a screen module, sorted by name, with the
    /// dependencies it asks for (learnt as `validate()` learns them, without building it).
    public var featureTable: [FeatureInfo] {
        buildableFeatures().map { feature in
            FeatureInfo(
                feature: String(describing: feature),
                entry: provenance.provider(of: .feature, ObjectIdentifier(feature)),
                dependencies: dependencies(of: feature).map(\.name))
        }.sorted { $0.feature < $1.feature }
    }
}
