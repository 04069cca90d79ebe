import HierarchyInspection
import RouterInterface
import RouterLinksInterface
import UIToolkitInterface

/// Checks a saved navigation state before anything is rebuilt: its size, its depth, and, when
/// a link tree is declared, that every container sits where the tree declares it.
///
/// A saved state comes from a file, so from anyone. Only shapes the app can produce pass:
///
/// - stacks hold screens, never containers;
/// - tabs hold the stacks the tree declares for them, in order;
/// - a container is the window's root, a tab, or presented, as the tree declares it
///   (a split container, which the tree cannot declare, only without a tree);
/// - a screen's children and subviews are screens, none with the route of a screen it is in;
/// - at most `maximumScreens` nodes and `maximumDepth` levels (containers, children and
///   presentations counted alike), so a crafted file cannot make the router build without end.
@MainActor
struct StateShapeCheck {
    /// The most nodes a restored state may have.
    static let maximumScreens = 1_000
    /// The deepest a restored state may nest.
    static let maximumDepth = 64

    /// Where a node sits in the state.
    private enum Place {
        case root
        case tab(of: String)
        case stackEntry, presented, contained
    }

    let tree: LinkTree?

    /// Checks a state's root node.
    ///
    /// - Throws: `LinkError.stateTooLarge`, `.stateTooDeep`, or `.unrestorableState` naming
    ///   the node that is out of place.
    func check(_ root: ScreenNode) throws(LinkError) {
        let count = Self.count(root)
        guard count <= Self.maximumScreens else { throw .stateTooLarge(screens: count, limit: Self.maximumScreens) }
        try measureDepth(root, depth: 1)
        try check(root, at: .root, routesAbove: [])
    }

    /// Walks the levels, stopping at the first one past the limit.
    private func measureDepth(_ node: ScreenNode, depth: Int) throws(LinkError) {
        guard depth <= Self.maximumDepth else { throw .stateTooDeep(depth: depth, limit: Self.maximumDepth) }
        for child in Self.below(node) { try measureDepth(child, depth: depth + 1) }
    }

    private func check(_ node: ScreenNode, at place: Place, routesAbove: [JSONValue]) throws(LinkError) {
        var above = routesAbove
        if node.kind == .screen {
            if let route = Self.routeKey(node) {
                guard !routesAbove.contains(route) else {
                    throw .unrestorableState(
                        "\(node.screen) contains itself (the same route, inside the screen it is in)")
                }
                above.append(route)
            }
        } else {
            try checkContainer(node, at: place)
        }
        let childPlace: Place =
            switch node.kind {
            case .navigationStack: .stackEntry
            case .tabs: .tab(of: node.screen)
            case .split, .screen: .contained
            }
        for child in node.children { try check(child, at: childPlace, routesAbove: above) }
        for subview in node.subviews { try check(subview, at: .contained, routesAbove: above) }
        if let presented = node.presented { try check(presented, at: .presented, routesAbove: []) }
    }

    private func checkContainer(_ node: ScreenNode, at place: Place) throws(LinkError) {
        let what = "the \(Self.word(node.kind)) \(node.screen)"
        switch place {
        case .stackEntry: throw .unrestorableState("\(what) is inside a navigation stack, which holds screens only")
        case .contained: throw .unrestorableState("\(what) is a child or subview of a screen, which holds screens only")
        case .root, .tab, .presented: break
        }
        if node.kind == .tabs, let screen = node.children.first(where: { $0.kind != .navigationStack }) {
            throw .unrestorableState(
                "the tabs \(node.screen) hold the \(Self.word(screen.kind)) \(screen.screen): a tab is a navigation stack"
            )
        }
        guard let tree else { return }
        guard node.kind != .split else {
            throw .unrestorableState("\(what) is not in the declared link tree, which has no splits")
        }
        let declared = tree.containers(named: node.screen).filter { Self.matches(tree.nodes[$0].kind, node.kind) }
        guard !declared.isEmpty else {
            throw .unrestorableState(
                "\(what) is not declared in the link tree: a state holds only the containers the app declares")
        }
        let fits = declared.contains { index in
            let candidate = tree.nodes[index]
            switch place {
            case .root: return candidate.parent.map { tree.nodes[$0].kind == .switcher } ?? true
            case .tab(let tabs):
                return candidate.parent.map { tree.nodes[$0].kind == .tabs && tree.nodes[$0].name == tabs }
                    ?? false
            case .presented: return candidate.isModal
            case .stackEntry, .contained: return false
            }
        }
        guard fits else { throw .unrestorableState("\(what) is not declared \(Self.describe(place)) in the link tree") }
        if node.kind == .tabs, let index = declared.first {
            let expected = tree.nodes[index].tabs
            let found = node.children.map(\.screen)
            guard found == expected else {
                throw .unrestorableState(
                    "the tabs \(node.screen) hold \(found), where the link tree declares \(expected)")
            }
        }
    }

    private static func matches(_ declared: LinkNode.Kind, _ kind: ScreenKind) -> Bool {
        switch (declared, kind) {
        case (.stack, .navigationStack), (.tabs, .tabs): true
        default: false
        }
    }

    private static func word(_ kind: ScreenKind) -> String {
        switch kind {
        case .navigationStack: "navigation stack"
        case .tabs: "tab container"
        case .split: "split container"
        case .screen: "screen"
        }
    }

    private static func describe(_ place: Place) -> String {
        switch place {
        case .root: "as the window's root"
        case .tab(let tabs): "as a tab of \(tabs)"
        case .presented: "as presented"
        case .stackEntry: "in a stack"
        case .contained: "inside a screen"
        }
    }

    /// A routed screen's route identifier and parameters, as one comparable value.
    private static func routeKey(_ node: ScreenNode) -> JSONValue? {
        node.routeIdentifier.map { .array([.string($0), node.route ?? .object([:])]) }
    }

    private static func below(_ node: ScreenNode) -> [ScreenNode] {
        node.children + node.subviews + (node.presented.map { [$0] } ?? [])
    }

    /// The number of nodes, counted without recursion, so however deep a state is, counting is safe.
    private static func count(_ root: ScreenNode) -> Int {
        var total = 0
        var pending = [root]
        while let node = pending.popLast() {
            total += 1
            pending += below(node)
        }
        return total
    }
}
