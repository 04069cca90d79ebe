/// A tab container of the model (`UITabBarController`, `TabView(selection:)`): one visible tab at a time.
@MainActor
public final class TabContainer: Screen {
    /// The index of the visible tab.
    public private(set) var selectedIndex = 0

    /// Creates a tab container.
    ///
    /// - Parameters:
    ///   - tabs: The tabs, left to right.
    ///   - name: The name shown in text trees.
    public init(_ tabs: [Screen] = [], name: String = "Tabs") {
        super.init(name: name)
        for tab in tabs where !tab.isInHierarchy { attachChild(tab) }
    }

    override public var kind: ScreenKind { .tabs }
    override var managesChildren: Bool { true }
    override public var visibleChildren: [Screen] {
        children.indices.contains(selectedIndex) ? [children[selectedIndex]] : []
    }

    /// The tabs, left to right.
    public var tabs: [Screen] { children }
    /// The visible tab.
    public var selected: Screen? { visibleChildren.first }

    /// Replaces the tabs; tabs already here keep their instance.
    ///
    /// - Throws: `HierarchyError.emptyContainer`, `.tabOutOfRange`, `.alreadyInHierarchy`.
    public func setTabs(_ tabs: [Screen], selected: Int = 0) throws(HierarchyError) {
        guard !tabs.isEmpty else { throw .emptyContainer(name) }
        guard tabs.indices.contains(selected) else { throw .tabOutOfRange(index: selected, count: tabs.count) }
        for tab in tabs where tab.parent !== self { try requireDetached(tab) }
        let removed = children.filter { old in !tabs.contains { $0 === old } }
        let added = tabs.filter { new in !children.contains { $0 === new } }
        for tab in removed { detachChild(tab) }
        for tab in added { tab.parent = self }
        children = tabs
        selectedIndex = selected
        notify(HierarchyChange(action: .setTabs, added: added, removed: removed, container: self))
    }

    /// Shows the tab at `index`.
    ///
    /// - Parameters:
    ///   - index: The tab, 0-based.
    ///   - gesture: The user's tap behind it, when a toolkit selects for one; observers see it
    ///     in the change.
    /// - Throws: `HierarchyError.tabOutOfRange`.
    public func select(_ index: Int, gesture: UserGesture? = nil) throws(HierarchyError) {
        guard children.indices.contains(index) else { throw .tabOutOfRange(index: index, count: children.count) }
        guard index != selectedIndex else { return }
        selectedIndex = index
        notify(HierarchyChange(action: .selectTab, added: [children[index]], container: self, gesture: gesture))
    }
}
