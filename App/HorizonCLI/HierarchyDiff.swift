import HierarchyInspection
import UIToolkitInterface

/// What one step changed in the hierarchy, for the flow page: screens added, removed or whose
/// content changed, matched by their place (the path of indices from the root) and name. The
/// page names places the same way, through `place(ofChild:of:at:)` and its siblings.
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
                if was.title != node.title || was.content != node.content || was.route != node.route
                    || was.selectedTab != node.selectedTab
                {
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

    /// The root's place.
    static let rootPlace = "0"

    /// Where a node's child sits: `0.1` in a container, `0.c1` in a screen.
    static func place(ofChild index: Int, of node: ScreenNode, at path: String) -> String {
        path + (node.kind == .screen ? ".c" : ".") + String(index)
    }

    /// Where a screen's subview sits: `0.s1`.
    static func place(ofSubview index: Int, at path: String) -> String { path + ".s" + String(index) }

    /// Where what a node presents sits: `0.p`.
    static func place(ofPresentedAt path: String) -> String { path + ".p" }

    /// Every node by its place.
    private static func places(_ root: ScreenNode?) -> [String: ScreenNode] {
        var places: [String: ScreenNode] = [:]
        func visit(_ node: ScreenNode, _ path: String) {
            places[path] = node
            for (index, child) in node.children.enumerated() { visit(child, place(ofChild: index, of: node, at: path)) }
            for (index, subview) in node.subviews.enumerated() { visit(subview, place(ofSubview: index, at: path)) }
            if let presented = node.presented { visit(presented, place(ofPresentedAt: path)) }
        }
        if let root { visit(root, rootPlace) }
        return places
    }
}
