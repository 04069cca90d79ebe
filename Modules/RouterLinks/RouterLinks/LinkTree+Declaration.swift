import RouterInterface
import RouterLinksInterface
import UIToolkitInterface

/// What building a tree reads of its declaration: its size, to make room at once, and
/// whether each node may stand where it is declared.
extension LinkTree {
    /// What a declared tree holds: its nodes, and its endpoints' patterns, their components
    /// (at most one trie node each) and parameters (at most one trie edge each), counted the way
    /// ``LinkPattern`` splits them: parts between slashes.
    struct Size {
        var nodes = 0
        var patterns = 0
        var components = 0
        var parameters = 0
    }

    static func size(of spec: LinkNode) -> Size {
        var size = Size(nodes: 1)
        if let pattern = spec.endpoint?.pattern {
            size.patterns = 1
            (size.components, size.parameters) = parts(of: pattern)
        }
        func add(_ child: LinkNode) {
            let inner = Self.size(of: child)
            size.nodes += inner.nodes
            size.patterns += inner.patterns
            size.components += inner.components
            size.parameters += inner.parameters
        }
        spec.children.forEach(add)
        spec.modals.forEach(add)
        return size
    }

    /// A pattern's components, and those of them that are named parameters, counted in one pass
    /// over its bytes: no array of parts.
    static func parts(of pattern: String) -> (components: Int, parameters: Int) {
        var counts = (components: 0, parameters: 0)
        var part: (length: Int, first: UInt8, second: UInt8) = (0, 0, 0)
        func endPart() {
            guard part.length > 0 else { return }
            counts.components += 1
            if part.first == UInt8(ascii: ":") && !(part.length == 2 && part.second == UInt8(ascii: "_")) {
                counts.parameters += 1
            }
            part = (0, 0, 0)
        }
        for byte in pattern.utf8 {
            if byte == UInt8(ascii: "/") {
                endPart()
                continue
            }
            if part.length == 0 { part.first = byte } else if part.length == 1 { part.second = byte }
            part.length += 1
        }
        endPart()
        return counts
    }

    /// Refuses a node that cannot stand where it is declared.
    static func check(_ spec: LinkNode, parent: Int?, inStack: Bool) throws(LinkError) {
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
    }
}
