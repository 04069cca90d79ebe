import HorizonAppInterface
import RouterInspection
import RouterInterface
import RouterModulesInspection
import RouterModulesInterface
import RouterServicesInterface

/// The live registry as a picture (`horizon graph`): which module serves which routes,
/// services and protocols and implements which dependencies, which feature each route opens, and
/// which dependencies each feature asks for. Scripts/module-graph draws the build graph of the modules.
struct RegistryGraph {
    /// A node: what it is (route, service, protocol, dependency) and its name.
    struct Node: Hashable, Comparable {
        enum Kind: String, CaseIterable {
            case entry, route, service, `protocol`, feature, dependency
        }

        let kind: Kind
        let name: String

        var id: String { "\(kind.rawValue)_" + name.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined() }

        static func < (lhs: Node, rhs: Node) -> Bool { (lhs.kind.rawValue, lhs.name) < (rhs.kind.rawValue, rhs.name) }
    }

    /// An edge, labelled by how its ends relate.
    struct Edge: Hashable, Comparable {
        let from: Node
        let label: String
        let to: Node

        static func < (lhs: Edge, rhs: Edge) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
    }

    let edges: [Edge]

    @MainActor
    init(app: any RunningApp) {
        let router = app.router
        let features = router.featureTable
        // The registrar recorded who registered what; the rest is the composition root's own (adapters).
        func entry(_ name: String?) -> Node { Node(kind: .entry, name: name ?? CommandLineTool.rootName) }
        var edges: Set<Edge> = []
        for route in router.routeTable {
            let node = Node(kind: .route, name: route.identifier)
            edges.insert(Edge(from: entry(route.entry), label: "serves", to: node))
            edges.insert(Edge(from: node, label: "opens", to: Node(kind: .feature, name: route.feature)))
        }
        for service in app.services.registeredServices {
            edges.insert(
                Edge(
                    from: entry(service.entry), label: "serves",
                    to: Node(kind: .service, name: service.service)))
        }
        for provided in app.modules.moduleTable {
            edges.insert(
                Edge(
                    from: entry(provided.entry), label: "provides",
                    to: Node(kind: .protocol, name: provided.protocolName)))
        }
        for feature in features {
            let node = Node(kind: .feature, name: feature.feature)
            for dependency in feature.dependencies {
                edges.insert(Edge(from: node, label: "asks for", to: Node(kind: .dependency, name: dependency)))
            }
        }
        for dependency in router.dependencyTable {
            guard let provider = dependency.entry else { continue }
            edges.insert(
                Edge(from: entry(provider), label: "implements", to: Node(kind: .dependency, name: dependency.type)))
        }
        self.edges = edges.sorted()
    }

    private var nodes: [Node] { Array(Set(edges.flatMap { [$0.from, $0.to] })).sorted() }

    /// Mermaid: modules as boxes, routes as stadiums, services as parallelograms, protocols
    /// as hexagons, features as rounded boxes, dependencies as cylinders.
    var mermaid: String {
        var lines = ["graph LR"]
        lines += nodes.map { node in
            switch node.kind {
            case .entry: "  \(node.id)[\"\(node.name)\"]"
            case .route: "  \(node.id)([\"route \(node.name)\"])"
            case .service: "  \(node.id)[/\"service \(node.name)\"/]"
            case .protocol: "  \(node.id){{\"\(node.name)\"}}"
            case .feature: "  \(node.id)(\"\(node.name)\")"
            case .dependency: "  \(node.id)[(\"\(node.name)\")]"
            }
        }
        lines += edges.map { edge in
            "  \(edge.from.id) \(edge.label == "asks for" ? "-.->" : "-->")|\(edge.label)| \(edge.to.id)"
        }
        return lines.joined(separator: "\n")
    }

    /// Graphviz DOT, with the same shapes.
    var dot: String {
        let shapes: [Node.Kind: String] = [
            .entry: "box, style=bold", .route: "oval", .service: "parallelogram", .protocol: "hexagon",
            .feature: "box, style=rounded", .dependency: "cylinder",
        ]
        var lines = ["digraph Registry {", "  rankdir=LR;", "  node [fontname=Helvetica];"]
        lines += nodes.map {
            "  \"\($0.id)\" [shape=\(shapes[$0.kind] ?? "box"), label=\"\($0.kind == .route ? "route " : "")\($0.name)\"];"
        }
        lines += edges.map { edge in
            "  \"\(edge.from.id)\" -> \"\(edge.to.id)\" [label=\"\(edge.label)\"\(edge.label == "asks for" ? ", style=dashed" : "")];"
        }
        return (lines + ["}"]).joined(separator: "\n")
    }

    /// JSON for tools: every node with its id, kind and name, every edge by node ids.
    var json: String {
        struct Report: Encodable {
            struct NodeEntry: Encodable { let id, kind, name: String }
            struct EdgeEntry: Encodable { let from, label, to: String }
            let nodes: [NodeEntry]
            let edges: [EdgeEntry]
        }
        return CommandLineTool.encode(
            Report(
                nodes: nodes.map { .init(id: $0.id, kind: $0.kind.rawValue, name: $0.name) },
                edges: edges.map { .init(from: $0.from.id, label: $0.label, to: $0.to.id) }))
    }
}
