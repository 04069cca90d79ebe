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
    /// One declared node and where it hangs.
    struct Node {
        let spec: LinkNode
        let parent: Int?
        /// The index among the parent's children, or among its modals when `isModal`.
        let position: Int
        let isModal: Bool
        let pattern: LinkPattern?
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
    /// Endpoint nodes by route identifier, and container nodes by name, in declaration
    /// order: lookups that cost the same with ten endpoints or ten thousand.
    private var endpointsByRoute: [String: [Int]] = [:]
    private var containersByName: [String: [Int]] = [:]
    let origins: LinkOrigins

    /// Checks and indexes a tree.
    ///
    /// - Throws: `LinkError.invalidLinkTree` for a structural mistake or an unregistered
    ///   route, `.invalidLinkPattern` for a malformed pattern.
    init(_ root: LinkNode, origins: LinkOrigins, isRegistered: (String) -> Bool) throws(LinkError) {
        self.origins = origins
        // Room for every node and every trie node at once: grown by doubling, the arrays would
        // keep up to twice the room they need (a third of what a link route keeps).
        let (count, components) = Self.size(of: root)
        nodes.reserveCapacity(count)
        trie.reserveCapacity(nodes: components + 1)
        try add(root, parent: nil, position: 0, isModal: false, inStack: false, isRegistered: isRegistered)
        var seen: [[LinkPattern.Component]: String] = [:]
        for node in nodes {
            guard let pattern = node.pattern, !pattern.components.isEmpty else { continue }
            if let other = seen.updateValue(pattern.text, forKey: pattern.components) {
                throw .invalidLinkTree("the patterns '\(other)' and '\(pattern.text)' match the same links")
            }
        }
    }

    /// The nodes of a declared tree, and the components of its endpoints' patterns (at most
    /// one trie node each), counted the way ``LinkPattern`` splits them: parts between slashes.
    private static func size(of spec: LinkNode) -> (nodes: Int, components: Int) {
        let slashes = spec.endpoint.map { $0.pattern.utf8.count { $0 == UInt8(ascii: "/") } }
        var size = (nodes: 1, components: slashes.map { $0 + 1 } ?? 0)
        func add(_ child: LinkNode) {
            let inner = Self.size(of: child)
            size = (size.nodes + inner.nodes, size.components + inner.components)
        }
        spec.children.forEach(add)
        spec.modals.forEach(add)
        return size
    }

    private func add(
        _ spec: LinkNode, parent: Int?, position: Int, isModal: Bool, inStack: Bool,
        isRegistered: (String) -> Bool
    ) throws(LinkError) {
        let kinds = spec.children.map(\.kind)
        switch spec.kind {
        case .switcher where parent != nil:
            throw .invalidLinkTree("a switcher must be the root: it chooses the window's root")
        case .tabs where kinds.isEmpty || kinds.contains(where: { $0 != .stack }):
            throw .invalidLinkTree("the tabs \(spec.name) need at least one tab, and every tab must be a stack")
        case .stack where kinds.isEmpty || kinds.contains(where: { $0 != .endpoint }):
            throw .invalidLinkTree(
                "the stack \(spec.name) needs at least one entry, and every entry must be an endpoint")
        case .switcher where kinds.isEmpty || kinds.contains(.switcher):
            throw .invalidLinkTree("a switcher needs sections, none of them a switcher")
        case .endpoint where !kinds.isEmpty && (!inStack || kinds.contains(where: { $0 != .endpoint })):
            throw .invalidLinkTree(
                "the children of '\(spec.name)' are pushed: it must be in a stack, and they must be endpoints")
        case .endpoint where spec.modals.contains { $0.kind == .switcher }:
            throw .invalidLinkTree("'\(spec.name)' cannot present a switcher")
        default:
            break
        }
        if spec.isOpenableFromOutside && spec.kind != .endpoint {
            throw .invalidLinkTree(
                "only endpoints can be opened from outside, and '\(spec.name)' is a \(spec.kind.rawValue): mark its endpoints"
            )
        }
        if (spec.parameterSetter != nil || spec.unwind != nil) && spec.kind != .endpoint {
            throw .invalidLinkTree(
                "only endpoints have presenter callbacks, and '\(spec.name)' is a \(spec.kind.rawValue): give them to its endpoints"
            )
        }
        if let setter = spec.parameterSetter, setter.identifier != spec.name {
            throw .invalidLinkTree(
                "settingParameters of '\(spec.endpoint?.pattern ?? spec.name)' takes \(setter.typeName), but the endpoint opens '\(spec.name)': take its route type"
            )
        }
        var pattern: LinkPattern?
        if let endpoint = spec.endpoint {
            guard isRegistered(endpoint.identifier) else {
                throw .invalidLinkTree(
                    "no handler serves the route '\(endpoint.identifier)' of '\(endpoint.pattern)': register it first")
            }
            pattern = try LinkPattern(
                endpoint.pattern, validating: endpoint.validating, matching: endpoint.matching, compiled: &compiled)
        }
        let index = nodes.count
        nodes.append(Node(spec: spec, parent: parent, position: position, isModal: isModal, pattern: pattern))
        // An empty pattern matches no link: the endpoint is reached as a tab's
        // first screen or an ancestor only.
        if let pattern, !pattern.components.isEmpty {
            trie.insert(pattern, rules: spec.endpoint?.matching ?? [:], regexes: compiled, index)
        }
        if let endpoint = spec.endpoint {
            endpointsByRoute[endpoint.identifier, default: []].append(index)
        } else {
            containersByName[spec.name, default: []].append(index)
        }
        let childrenInStack = spec.kind == .stack || (spec.kind == .endpoint && inStack)
        for (offset, child) in spec.children.enumerated() {
            try add(
                child, parent: index, position: offset, isModal: false, inStack: childrenInStack,
                isRegistered: isRegistered)
        }
        for (offset, modal) in spec.modals.enumerated() {
            try add(modal, parent: index, position: offset, isModal: true, inStack: false, isRegistered: isRegistered)
        }
    }

    /// Finds the endpoint a link opens and decodes its route from the path parameters, the
    /// query items and the fragment (path parameters win over query items of the same name).
    ///
    /// - Throws: `LinkFailure.noMatchingRoute` or `.invalidParameter`.
    func match(_ link: ParsedLink) throws(LinkFailure) -> Match {
        try trie.match(link.path) { node, parameters throws(LinkFailure) in
            guard let endpoint = nodes[node].spec.endpoint else { throw .noMatchingRoute(path: link.description) }
            let values = LinkValues(parameters: parameters, query: link.query, fragment: link.fragment)
            return Match(node: node, route: try endpoint.route(from: values), parameters: parameters)
        }
    }

    /// The match of an endpoint itself, with no link values: its route from its defaults.
    ///
    /// - Throws: `LinkError.invalidLinkTree` when the route cannot be made from its defaults.
    func match(entry node: Int) throws(LinkError) -> Match {
        guard let endpoint = nodes[node].spec.endpoint else {
            throw .invalidLinkTree("node \(nodes[node].spec.name) is not an endpoint")
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
        path(to: node).flatMap { nodes[$0].spec.guards }
    }

    /// The first endpoint of a stack whose pattern has no parameters: what a tab shows when
    /// the user taps it before any link filled it.
    func defaultEntry(ofStack stack: Int) -> Int? {
        nodes.indices.first { index in
            let node = nodes[index]
            return node.parent == stack && !node.isModal
                && node.pattern?.components.allSatisfy({ if case .constant = $0 { true } else { false } }) == true
        }
    }

    /// The patterns declared for a route identifier, in declaration order; only those of
    /// endpoints openable from outside when `openableFromOutside` is true.
    func patterns(for identifier: String, openableFromOutside: Bool = false) -> [String] {
        endpointsByRoute[identifier, default: []].compactMap { node in
            !openableFromOutside || nodes[node].spec.isOpenableFromOutside ? nodes[node].pattern?.text : nil
        }
    }

    /// The guards that apply wherever a route appears in the tree.
    func guards(for identifier: String) -> [LinkGuard] {
        let sets = endpointsByRoute[identifier, default: []].map { guards(to: $0) }
        guard let first = sets.first else { return [] }
        return first.filter { candidate in sets.allSatisfy { $0.contains { $0.name == candidate.name } } }
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
        endpointsByRoute[identifier]?.first.flatMap { nodes[$0].spec.endpoint?.configure }
    }
}
