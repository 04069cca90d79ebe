import Router

/// The live registry as a picture (`horizon graph`): which module serves which routes,
/// services and protocols, and which dependencies its features ask for. Scripts/module-graph
/// draws the other half, the build graph of the modules.
struct RegistryGraph {
    /// A node: what it is (route, service, protocol, dependency) and its name.
    struct Node: Hashable, Comparable {
        enum Kind: String, CaseIterable {
            case route, service, `protocol`, dependency
        }

        let kind: Kind
        let name: String

        var id: String { "\(kind.rawValue)_" + name.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined() }

        static func < (lhs: Node, rhs: Node) -> Bool { (lhs.kind.rawValue, lhs.name) < (rhs.kind.rawValue, rhs.name) }
    }

    /// The module's edges, each to a node, labelled by how they relate.
    struct Edge: Hashable, Comparable {
        let module: String
        let label: String
        let node: Node

        static func < (lhs: Edge, rhs: Edge) -> Bool { (lhs.module, lhs.node) < (rhs.module, rhs.node) }
    }

    let edges: [Edge]

    @MainActor
    init(app: HorizonApp) {
        let router = app.router
        let features = router.featureTable
        let moduleOfFeature = Dictionary(features.map { ($0.feature, $0.module) }, uniquingKeysWith: { first, _ in first })
        var edges: Set<Edge> = []
        for route in router.routeTable {
            edges.insert(Edge(module: route.module, label: "serves", node: Node(kind: .route, name: route.identifier)))
        }
        for service in router.registeredServices {
            edges.insert(Edge(module: app.providerModules[service.service] ?? "HorizonApp", label: "serves",
                              node: Node(kind: .service, name: service.service)))
        }
        for module in router.moduleTable {
            // The module that registered it, or the feature's; the rest (adapters) is the composition root's.
            edges.insert(Edge(module: app.providerModules[module.protocolName] ?? moduleOfFeature[module.providedBy] ?? "HorizonApp", label: "provides",
                              node: Node(kind: .protocol, name: module.protocolName)))
        }
        for feature in features {
            for dependency in feature.dependencies {
                edges.insert(Edge(module: feature.module, label: "asks for", node: Node(kind: .dependency, name: dependency)))
            }
        }
        self.edges = edges.sorted()
    }

    private var modules: [String] { Array(Set(edges.map(\.module))).sorted() }
    private var nodes: [Node] { Array(Set(edges.map(\.node))).sorted() }

    /// Mermaid: modules as boxes, routes as stadiums, services as parallelograms, protocols
    /// as hexagons, dependencies as cylinders.
    var mermaid: String {
        var lines = ["graph LR"]
        lines += modules.map { "  \(Self.moduleID($0))[\"\($0)\"]" }
        lines += nodes.map { node in
            switch node.kind {
            case .route: "  \(node.id)([\"route \(node.name)\"])"
            case .service: "  \(node.id)[/\"service \(node.name)\"/]"
            case .protocol: "  \(node.id){{\"\(node.name)\"}}"
            case .dependency: "  \(node.id)[(\"\(node.name)\")]"
            }
        }
        lines += edges.map { edge in
            edge.label == "asks for" ? "  \(Self.moduleID(edge.module)) -.->|asks for| \(edge.node.id)"
                : "  \(Self.moduleID(edge.module)) -->|\(edge.label)| \(edge.node.id)"
        }
        return lines.joined(separator: "\n")
    }

    /// Graphviz DOT, with the same shapes.
    var dot: String {
        let shapes: [Node.Kind: String] = [.route: "oval", .service: "parallelogram", .protocol: "hexagon", .dependency: "cylinder"]
        var lines = ["digraph Registry {", "  rankdir=LR;", "  node [fontname=Helvetica];"]
        lines += modules.map { "  \"\($0)\" [shape=box, style=bold];" }
        lines += nodes.map { "  \"\($0.id)\" [shape=\(shapes[$0.kind] ?? "box"), label=\"\($0.kind == .route ? "route " : "")\($0.name)\"];" }
        lines += edges.map { edge in
            "  \"\(edge.module)\" -> \"\(edge.node.id)\" [label=\"\(edge.label)\"\(edge.label == "asks for" ? ", style=dashed" : "")];"
        }
        return (lines + ["}"]).joined(separator: "\n")
    }

    private static func moduleID(_ module: String) -> String { "module_\(module)" }
}
