import RouterInterface
import RouterLinksInterface
import UIToolkitInterface

/// The declared link tree, flattened and indexed: endpoints' patterns in a trie, each node
/// with its parent, so a match gives the whole path from the window down.
///
/// A class, since it never changes once declared: every link shares it instead of copying
/// its tables.
@MainActor
final class LinkTree {
    /// What the tree keeps of one declared node, and where it hangs: the fields a link reads,
    /// not the declaration, whose children and parsed pattern a running app never needs.
    struct Node {
        /// The container's name, or the endpoint's route identifier.
        let name: String
        /// The index among the parent's children, or among its modals when `isModal`.
        let position: Int
        let guards: [LinkGuard]
        let endpoint: LinkEndpoint?
        /// The names of a tab container's stacks, in order; empty for any other node.
        let tabs: [String]
        let parent: Int?
        let kind: LinkNode.Kind
        let isModal: Bool
        let isOpenableFromOutside: Bool
        /// Whether the node is an endpoint whose pattern has no parameters: a candidate for a
        /// tab's first screen.
        let opensWithoutParameters: Bool
        let modalStyle: ModalStyle
    }

    /// What a link matched: the endpoint node, its route and the link's values.
    struct Match {
        let node: Int
        let route: any Route
        /// The path parameters, in pattern order.
        let parameters: [(name: String, value: String)]
    }

    private(set) var nodes: [Node] = []
    private var trie = LinkTrie<Int>()
    /// Every expression of the tree's patterns, compiled once however many patterns use it.
    private var compiled: [String: Regex<AnyRegexOutput>] = [:]
    /// The first endpoint node of each route identifier, and the others in declaration order
    /// (a route declared once, as most are, costs no list), then container nodes by name:
    /// lookups that cost the same with ten endpoints or ten thousand.
    private var endpointsByRoute: [String: Int] = [:]
    private var laterEndpointsByRoute: [String: [Int]] = [:]
    private var containersByName: [String: [Int]] = [:]
    let origins: LinkOrigins

    /// Checks and indexes a tree.
    ///
    /// - Throws: `LinkError.invalidLinkTree` for a structural mistake or an unregistered
    ///   route, `.invalidLinkPattern` for a malformed pattern.
    init(_ root: LinkNode, origins: LinkOrigins, isRegistered: (String) -> Bool) throws(LinkError) {
        self.origins = origins
        // Room for every node and every trie node, edge and value at once.
        let size = Self.size(of: root)
        nodes.reserveCapacity(size.nodes)
        trie.reserveCapacity(nodes: size.components + 1, edges: size.parameters, values: size.patterns)
        var seen: [[LinkPattern.Component]: String] = [:]
        try add(
            root, at: Place(parent: nil, position: 0, isModal: false, inStack: false), seen: &seen,
            isRegistered: isRegistered)
    }

    /// Where a node hangs while the tree is built.
    private struct Place {
        let parent: Int?
        let position: Int
        let isModal: Bool
        /// Whether the node is a stack's entry, or an endpoint pushed above one.
        let inStack: Bool
    }

    /// Checks a declared node, then indexes it and its children.
    ///
    /// - Parameter seen: The patterns indexed so far, by their components: two patterns that
    ///   match the same links are refused.
    private func add(
        _ spec: LinkNode, at place: Place, seen: inout [[LinkPattern.Component]: String],
        isRegistered: (String) -> Bool
    ) throws(LinkError) {
        try Self.check(spec, parent: place.parent, inStack: place.inStack)
        var pattern: LinkPattern?
        if let endpoint = spec.endpoint {
            guard isRegistered(spec.name) else {
                throw .invalidLinkTree(
                    "no handler serves the route '\(spec.name)' of '\(endpoint.pattern)': register it first")
            }
            pattern = try LinkPattern(
                endpoint.pattern, validating: endpoint.validating, matching: endpoint.matching, compiled: &compiled)
        }
        let index = nodes.count
        nodes.append(
            Node(
                name: spec.name, position: place.position, guards: spec.guards,
                endpoint: spec.endpoint.map {
                    LinkEndpoint($0, parameterSetter: spec.parameterSetter, unwind: spec.unwind)
                },
                tabs: spec.kind == .tabs ? spec.children.map(\.name) : [], parent: place.parent, kind: spec.kind,
                isModal: place.isModal, isOpenableFromOutside: spec.isOpenableFromOutside,
                opensWithoutParameters: pattern?.components.allSatisfy({
                    if case .constant = $0 { true } else { false }
                }) == true,
                modalStyle: spec.modalStyle))
        // An empty pattern matches no link: the endpoint is reached as a tab's
        // first screen or an ancestor only.
        if let pattern, !pattern.components.isEmpty {
            if let other = seen.updateValue(pattern.text, forKey: pattern.components) {
                throw .invalidLinkTree("the patterns '\(other)' and '\(pattern.text)' match the same links")
            }
            trie.insert(pattern, rules: spec.endpoint?.matching ?? [:], regexes: compiled, index)
        }
        if spec.endpoint == nil {
            containersByName[spec.name, default: []].append(index)
        } else if endpointsByRoute[spec.name] == nil {
            endpointsByRoute[spec.name] = index
        } else {
            laterEndpointsByRoute[spec.name, default: []].append(index)
        }
        let childrenInStack = spec.kind == .stack || (spec.kind == .endpoint && place.inStack)
        for (offset, child) in spec.children.enumerated() {
            try add(
                child, at: Place(parent: index, position: offset, isModal: false, inStack: childrenInStack),
                seen: &seen, isRegistered: isRegistered)
        }
        for (offset, modal) in spec.modals.enumerated() {
            try add(
                modal, at: Place(parent: index, position: offset, isModal: true, inStack: false), seen: &seen,
                isRegistered: isRegistered)
        }
    }

    /// Finds the endpoint a link opens and decodes its route from the path parameters, the
    /// query items and the fragment (path parameters win over query items of the same name).
    ///
    /// - Throws: `LinkFailure.noMatchingRoute` or `.invalidParameter`.
    func match(_ link: ParsedLink) throws(LinkFailure) -> Match {
        try trie.match(link.path) { node, parameters throws(LinkFailure) in
            guard let endpoint = nodes[node].endpoint else { throw .noMatchingRoute(path: link.description) }
            let values = LinkValues(parameters: parameters, query: link.query, fragment: link.fragment)
            return Match(node: node, route: try endpoint.route(from: values), parameters: parameters)
        }
    }

    /// The match of an endpoint itself, with no link values: its route from its defaults.
    ///
    /// - Throws: `LinkError.invalidLinkTree` when the route cannot be made from its defaults.
    func match(entry node: Int) throws(LinkError) -> Match {
        guard let endpoint = nodes[node].endpoint else {
            throw .invalidLinkTree("node \(nodes[node].name) is not an endpoint")
        }
        do {
            return Match(node: node, route: try endpoint.route(from: LinkValues()), parameters: [])
        } catch {
            throw .invalidLinkTree(
                "'\(endpoint.pattern)' is a tab's first screen but its route cannot be made: \(error); give it defaults"
            )
        }
    }

    /// The nodes from the root down to `node`, root first.
    func path(to node: Int) -> [Int] {
        var path = [node]
        while let parent = nodes[path[0]].parent { path.insert(parent, at: 0) }
        return path
    }

    /// Every guard on the way to `node`, root first.
    func guards(to node: Int) -> [LinkGuard] {
        // Most paths have none: found so without building the path.
        var current: Int? = node
        while let index = current, nodes[index].guards.isEmpty { current = nodes[index].parent }
        guard current != nil else { return [] }
        return path(to: node).flatMap { nodes[$0].guards }
    }

    /// The first endpoint of a stack whose pattern has no parameters: what a tab shows when
    /// the user taps it before any link filled it.
    func defaultEntry(ofStack stack: Int) -> Int? {
        nodes.indices.first { index in
            let node = nodes[index]
            return node.parent == stack && !node.isModal && node.opensWithoutParameters
        }
    }

    /// The patterns declared for a route identifier, in declaration order; only those of
    /// endpoints openable from outside when `openableFromOutside` is true.
    func patterns(for identifier: String, openableFromOutside: Bool = false) -> [String] {
        endpoints(of: identifier).compactMap { node in
            !openableFromOutside || nodes[node].isOpenableFromOutside ? nodes[node].endpoint?.pattern : nil
        }
    }

    /// The guards that apply wherever a route appears in the tree.
    func guards(for identifier: String) -> [LinkGuard] {
        guard let node = endpointsByRoute[identifier] else { return [] }
        let first = guards(to: node)
        guard let later = laterEndpointsByRoute[identifier] else { return first }
        let others = later.map { guards(to: $0) }
        return first.filter { candidate in others.allSatisfy { $0.contains { $0.name == candidate.name } } }
    }

    /// The container nodes declared with this name, in declaration order.
    func containers(named name: String) -> [Int] {
        containersByName[name, default: []]
    }

    /// The guards on the way to the containers declared with this name.
    func guards(forContainer name: String) -> [LinkGuard] {
        containersByName[name, default: []].flatMap { guards(to: $0) }
    }

    /// The configuration callback of the first endpoint declared for a route identifier.
    func configure(for identifier: String) -> (@MainActor (Screen) -> Void)? {
        endpointsByRoute[identifier].flatMap { nodes[$0].endpoint?.configure }
    }

    /// The endpoint nodes declared for a route identifier, in declaration order.
    private func endpoints(of identifier: String) -> [Int] {
        guard let first = endpointsByRoute[identifier] else { return [] }
        guard let later = laterEndpointsByRoute[identifier] else { return [first] }
        return [first] + later
    }

    /// The parameters an endpoint's own pattern binds, read again from its text: the tree
    /// keeps no parsed pattern, and only a link to an endpoint above another asks (a pattern
    /// without `:` binds none and is not parsed).
    func parameterNames(of node: Int) -> Set<String> {
        guard let text = nodes[node].endpoint?.pattern, text.utf8.contains(UInt8(ascii: ":")),
            let pattern = try? LinkPattern(text)
        else { return [] }
        return Set(
            pattern.components.compactMap { component -> String? in
                if case .parameter(let name, _) = component { name } else { nil }
            })
    }
}
