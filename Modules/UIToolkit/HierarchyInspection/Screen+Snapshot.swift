public import UIToolkitInterface

extension Screen {
    /// A `Codable` picture of this screen and everything below it.
    public var node: ScreenNode {
        node(visible: Set(window?.visibleScreens.map(ObjectIdentifier.init) ?? []))
    }

    /// A `Codable` picture of this screen and everything below it, marking the given screens visible.
    public func node(visible: Set<ObjectIdentifier>) -> ScreenNode {
        let content = self.content
        return ScreenNode(
            screen: name,
            kind: kind,
            routeIdentifier: descriptor?.identifier,
            route: descriptor.flatMap { try? JSONValue(encoding: $0) },
            title: content.title == name ? nil : content.title,
            content: content.elements.map(\.node),
            visible: visible.contains(ObjectIdentifier(self)),
            selectedTab: (self as? TabContainer)?.selectedIndex,
            children: children.map { $0.node(visible: visible) },
            subviews: subviews.map { $0.node(visible: visible) },
            modalStyle: modalStyle,
            presented: presentedScreen?.node(visible: visible))
    }

    /// This screen and everything below it as a navigation state keeps them: names, kinds,
    /// routes, the selected tab and how each was presented, without the title, content and
    /// visibility that `node` reads and a state would drop.
    public var navigationNode: ScreenNode {
        ScreenNode(
            screen: name,
            kind: kind,
            routeIdentifier: descriptor?.identifier,
            route: descriptor.flatMap { try? JSONValue(encoding: $0) },
            selectedTab: (self as? TabContainer)?.selectedIndex,
            children: children.map(\.navigationNode),
            subviews: subviews.map(\.navigationNode),
            modalStyle: modalStyle,
            presented: presentedScreen?.navigationNode)
    }
}
