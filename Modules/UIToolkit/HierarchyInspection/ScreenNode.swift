public import UIToolkitInterface

/// A `Codable` description of one screen and everything below it.
public struct ScreenNode: Codable, Sendable, Hashable {
    /// The screen's name, such as `"Profile"`.
    public var screen: String
    /// What kind of node it is.
    public var kind: ScreenKind
    /// The identifier of the route the screen was built for.
    public var routeIdentifier: String?
    /// The route's parameters.
    public var route: JSONValue?
    /// The title its content declares, when it is not the name.
    public var title: String?
    /// The elements its content declares, top to bottom.
    public var content: [ContentNode]
    /// Whether it is visible now.
    public var visible: Bool
    /// For tab containers, the selected tab.
    public var selectedTab: Int?
    /// Children, in order (a navigation stack's bottom first).
    public var children: [ScreenNode]
    /// Screens embedded as subviews.
    public var subviews: [ScreenNode]
    /// How this screen was presented, when it was.
    public var modalStyle: ModalStyle?
    private var presentedBox: [ScreenNode]

    /// The screen this one presents.
    public var presented: ScreenNode? {
        get { presentedBox.first }
        set { presentedBox = newValue.map { [$0] } ?? [] }
    }

    /// Creates a node.
    public init(
        screen: String, kind: ScreenKind = .screen, routeIdentifier: String? = nil, route: JSONValue? = nil,
        title: String? = nil, content: [ContentNode] = [], visible: Bool = false, selectedTab: Int? = nil,
        children: [ScreenNode] = [],
        subviews: [ScreenNode] = [], modalStyle: ModalStyle? = nil, presented: ScreenNode? = nil
    ) {
        self.screen = screen
        self.kind = kind
        self.routeIdentifier = routeIdentifier
        self.route = route
        self.title = title
        self.content = content
        self.visible = visible
        self.selectedTab = selectedTab
        self.children = children
        self.subviews = subviews
        self.modalStyle = modalStyle
        self.presentedBox = presented.map { [$0] } ?? []
    }

    private enum CodingKeys: String, CodingKey {
        case screen, kind, routeIdentifier, route, title, content, visible, selectedTab, children, subviews, modalStyle,
            presented
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            screen: try c.decode(String.self, forKey: .screen),
            kind: try c.decodeIfPresent(ScreenKind.self, forKey: .kind) ?? .screen,
            routeIdentifier: try c.decodeIfPresent(String.self, forKey: .routeIdentifier),
            route: try c.decodeIfPresent(JSONValue.self, forKey: .route),
            title: try c.decodeIfPresent(String.self, forKey: .title),
            content: try c.decodeIfPresent([ContentNode].self, forKey: .content) ?? [],
            visible: try c.decodeIfPresent(Bool.self, forKey: .visible) ?? false,
            selectedTab: try c.decodeIfPresent(Int.self, forKey: .selectedTab),
            children: try c.decodeIfPresent([ScreenNode].self, forKey: .children) ?? [],
            subviews: try c.decodeIfPresent([ScreenNode].self, forKey: .subviews) ?? [],
            modalStyle: try c.decodeIfPresent(ModalStyle.self, forKey: .modalStyle),
            presented: try c.decodeIfPresent(ScreenNode.self, forKey: .presented))
    }

    /// Writes what differs from the defaults `init(from:)` reads for a missing key (a plain
    /// screen, not visible, no content or children): a saved state is mostly defaults, and
    /// each key costs the encoder and the decoder.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(screen, forKey: .screen)
        if kind != .screen { try c.encode(kind, forKey: .kind) }
        try c.encodeIfPresent(routeIdentifier, forKey: .routeIdentifier)
        try c.encodeIfPresent(route, forKey: .route)
        try c.encodeIfPresent(title, forKey: .title)
        if !content.isEmpty { try c.encode(content, forKey: .content) }
        if visible { try c.encode(visible, forKey: .visible) }
        try c.encodeIfPresent(selectedTab, forKey: .selectedTab)
        if !children.isEmpty { try c.encode(children, forKey: .children) }
        if !subviews.isEmpty { try c.encode(subviews, forKey: .subviews) }
        try c.encodeIfPresent(modalStyle, forKey: .modalStyle)
        try c.encodeIfPresent(presented, forKey: .presented)
    }
}

/// A `Codable` picture of a whole window.
public struct HierarchySnapshot: Codable, Sendable, Hashable {
    /// The root node; `nil` for an empty window.
    public var root: ScreenNode?

    /// Creates a snapshot.
    public init(root: ScreenNode?) {
        self.root = root
    }
}
