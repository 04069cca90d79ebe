import HeadlessUI

/// What one step changed in the hierarchy, for the flow page: screens added, removed or whose
/// content changed, matched by their place (the path of indices from the root) and name.
struct HierarchyDiff {
    /// Names of the screens that appeared, and their places.
    private(set) var added: [String] = []
    private(set) var addedPaths: Set<String> = []
    /// Names of the screens that are gone.
    private(set) var removed: [String] = []
    /// Names of the screens that stayed but show other content, and their places.
    private(set) var updated: [String] = []
    private(set) var updatedPaths: Set<String> = []

    init(before: HierarchySnapshot?, after: HierarchySnapshot?) {
        let old = Self.places(before?.root)
        let new = Self.places(after?.root)
        for (path, node) in new.sorted(by: { $0.key < $1.key }) {
            if let was = old[path], was.screen == node.screen, was.kind == node.kind {
                if was.summary != node.summary || was.route != node.route || was.selectedTab != node.selectedTab {
                    updated.append(node.screen)
                    updatedPaths.insert(path)
                }
            } else if before != nil {
                added.append(node.screen)
                addedPaths.insert(path)
            }
        }
        for (path, node) in old.sorted(by: { $0.key < $1.key }) {
            if let now = new[path], now.screen == node.screen, now.kind == node.kind { continue }
            removed.append(node.screen)
        }
    }

    /// Every node by its place: `0`, `0.1` (a child), `0.p` (what it presents), `0.s0` (a subview).
    private static func places(_ root: ScreenNode?) -> [String: ScreenNode] {
        var places: [String: ScreenNode] = [:]
        func visit(_ node: ScreenNode, _ path: String) {
            places[path] = node
            let separator = node.kind == .screen ? ".c" : "."
            for (index, child) in node.children.enumerated() { visit(child, path + separator + String(index)) }
            for (index, subview) in node.subviews.enumerated() { visit(subview, path + ".s" + String(index)) }
            if let presented = node.presented { visit(presented, path + ".p") }
        }
        if let root { visit(root, "0") }
        return places
    }
}
