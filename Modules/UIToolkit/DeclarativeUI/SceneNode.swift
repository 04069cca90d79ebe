public import UIToolkitInterface

/// One view of the scene as a value: what SwiftUI's view tree holds at a point of the
/// hierarchy, with the state its bindings read (a stack's path, a tab view's selection, the
/// item of a sheet).
public struct SceneNode: Hashable, Sendable {
    /// Which screen this view shows.
    public var id: ScreenID
    /// What kind of view it is: a screen, `NavigationStack(path:)`, `TabView(selection:)` or
    /// `NavigationSplitView`.
    public var kind: ScreenKind
    /// The screen's title, when it is not its name (`.navigationTitle`).
    public var title: String?
    /// A stack's path (bottom first), a tab view's tabs, a split view's columns, or the views a
    /// screen embeds (its children, then its subviews).
    public var content: [SceneNode]
    /// A tab view's selection.
    public var selection: Int?
    private var presentedBox: [Presentation]

    /// What this view presents: the item of its `.sheet`, `.popover` or `.fullScreenCover`.
    public var presented: Presentation? {
        get { presentedBox.first }
        set { presentedBox = newValue.map { [$0] } ?? [] }
    }

    /// A view presented over another, and how.
    public struct Presentation: Hashable, Sendable {
        /// `.sheet`, `.popover`, `.fullScreenCover` (full screen and custom transitions).
        public var style: ModalStyle
        /// The presented view.
        public var node: SceneNode

        /// Creates a presentation.
        public init(style: ModalStyle, node: SceneNode) {
            self.style = style
            self.node = node
        }
    }

    /// Creates a node.
    public init(
        id: ScreenID, kind: ScreenKind = .screen, title: String? = nil, content: [SceneNode] = [],
        selection: Int? = nil, presented: Presentation? = nil
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.content = content
        self.selection = selection
        self.presentedBox = presented.map { [$0] } ?? []
    }

    /// The views on screen in this node's own layer, without what it presents: the top of a
    /// path, the selected tab, every column and every embedded view.
    var shownContent: [SceneNode] {
        switch kind {
        case .navigationStack: content.last.map { [$0] } ?? []
        case .tabs: selection.flatMap { content.indices.contains($0) ? [content[$0]] : nil } ?? []
        case .split, .screen: content
        }
    }

    /// This node and what is shown in its layer, in order.
    var layer: [SceneNode] {
        [self] + shownContent.flatMap(\.layer)
    }
}
