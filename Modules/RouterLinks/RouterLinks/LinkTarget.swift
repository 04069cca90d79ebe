import RouterInterface
import RouterLinksInterface
import UIToolkitInterface

/// The hierarchy a link asks for, from the window's root down to the matched endpoint.
///
/// A switcher has no screen of its own, so a target starts at the chosen section. Tabs name
/// only the selected tab: the other tabs are not part of the target and are left as they are.
indirect enum LinkTarget {
    /// A tab container showing one tab.
    case tabs(node: Int, tab: Int, LinkTarget)
    /// A navigation stack with these entries, bottom first.
    case stack(node: Int, [LinkTargetScreen])
    /// A screen outside any stack (a section's or a modal's root).
    case screen(LinkTargetScreen)

    /// The tree node at the top of this target.
    var node: Int {
        switch self {
        case .tabs(let node, _, _), .stack(let node, _): node
        case .screen(let screen): screen.node
        }
    }
}

/// A screen a link asks for: its endpoint node, its route, and what it presents.
struct LinkTargetScreen {
    let node: Int
    let route: any Route
    /// Whether it is the endpoint the link matched; its route must then be equal to keep a
    /// screen. An ancestor keeps a screen of the same route whose `identity` fields agree.
    let isLeaf: Bool
    /// The route fields an ancestor's own pattern binds.
    let identity: [String]
    var modal: LinkTarget?

    var identifier: String { type(of: route).identifier }
}

extension LinkTree {
    /// The target hierarchy for a match: each endpoint on the way gets its route, the
    /// matched one from the link and its ancestors from their defaults and the path
    /// parameters their own patterns name.
    ///
    /// - Throws: `LinkError.invalidLinkTree` when an ancestor's route cannot be made.
    func target(for match: LinkTree.Match) throws(LinkError) -> LinkTarget {
        let path = path(to: match.node)
        let start = nodes[path[0]].kind == .switcher ? 1 : 0
        return try target(path, from: start, match: match)
    }

    private func target(_ path: [Int], from index: Int, match: LinkTree.Match) throws(LinkError) -> LinkTarget {
        let node = path[index]
        switch nodes[node].kind {
        case .tabs:
            return .tabs(
                node: node, tab: nodes[path[index + 1]].position, try target(path, from: index + 1, match: match))
        case .stack:
            var entries: [LinkTargetScreen] = []
            var next = index + 1
            while next < path.count, !nodes[path[next]].isModal {
                entries.append(try screen(path[next], match: match))
                next += 1
            }
            if next < path.count { entries[entries.count - 1].modal = try target(path, from: next, match: match) }
            return .stack(node: node, entries)
        case .endpoint, .switcher:
            var screen = try screen(node, match: match)
            if index + 1 < path.count { screen.modal = try target(path, from: index + 1, match: match) }
            return .screen(screen)
        }
    }

    private func screen(_ node: Int, match: LinkTree.Match) throws(LinkError) -> LinkTargetScreen {
        if node == match.node {
            return LinkTargetScreen(node: node, route: match.route, isLeaf: true, identity: [], modal: nil)
        }
        guard let endpoint = nodes[node].endpoint else {
            throw .invalidLinkTree("node \(nodes[node].name) is not an endpoint")
        }
        let names = parameterNames(of: node)
        do {
            let route = try endpoint.route(
                from: LinkValues(parameters: match.parameters.filter { names.contains($0.name) }))
            return LinkTargetScreen(
                node: node, route: route, isLeaf: false, identity: names.map(endpoint.fieldName), modal: nil)
        } catch {
            throw .invalidLinkTree(
                "'\(endpoint.pattern)' leads to '\(nodes[match.node].endpoint?.pattern ?? "")' but its route cannot be made: \(error); give it defaults"
            )
        }
    }
}
