public import HierarchyInspection
public import UIToolkitInterface

/// The app-wide navigation state: the hierarchy described as routes and containers.
///
/// The router derives it from the window every time it is read, so it is true after any
/// change, including the user's back taps, swipes, tab taps and swipe-down dismissals.
/// It is `Codable` for saving and restoring, and it is what links are compared against.
public struct NavigationState: Codable, Sendable, Hashable {
    /// The window's root node, without content lines or visibility.
    public var root: ScreenNode?

    /// Creates a state from a hierarchy snapshot, keeping only structure and routes.
    public init(snapshot: HierarchySnapshot) {
        root = snapshot.root.map(Self.strip)
    }

    /// The state of a window's hierarchy now: what `init(snapshot: window.snapshot)` keeps,
    /// read without the content and visibility a snapshot reads and the state drops.
    @MainActor
    public init(window: any UIToolkit) {
        root = window.root?.navigationNode
    }

    /// Every route identifier in the state, depth first (children, subviews, then presented).
    public var routeIdentifiers: [String] {
        root.map(Self.identifiers(in:)) ?? []
    }

    private static func strip(_ node: ScreenNode) -> ScreenNode {
        var node = node
        node.title = nil
        node.content = []
        node.visible = false
        node.children = node.children.map(strip)
        node.subviews = node.subviews.map(strip)
        node.presented = node.presented.map(strip)
        return node
    }

    private static func identifiers(in node: ScreenNode) -> [String] {
        var result: [String] = node.routeIdentifier.map { [$0] } ?? []
        for child in node.children + node.subviews { result += identifiers(in: child) }
        if let presented = node.presented { result += identifiers(in: presented) }
        return result
    }
}
