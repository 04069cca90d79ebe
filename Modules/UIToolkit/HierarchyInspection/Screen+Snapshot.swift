public import UIToolkitInterface

extension Screen {
    /// A `Codable` picture of this screen and everything below it.
    public var node: ScreenNode {
        node(visible: Set(window?.visibleScreens.map(ObjectIdentifier.init) ?? []))
    }

    /// A `Codable` picture of this screen and everything below it, marking the given screens visible.
    public func node(visible: Set<ObjectIdentifier>) -> ScreenNode {
        picture(marking: visible)
    }

    /// This screen and everything below it as a navigation state keeps them: names, kinds,
    /// routes, the selected tab and how each was presented, without the title, content and
    /// visibility that `node` reads and a state would drop.
    public var navigationNode: ScreenNode {
        picture(marking: nil)
    }

    /// The picture of this screen and everything below it; with `visible`, its title, content
    /// and visibility too, the given screens marked visible.
    private func picture(marking visible: Set<ObjectIdentifier>?) -> ScreenNode {
        var node = ScreenNode(
            screen: name,
            kind: kind,
            routeIdentifier: descriptor?.identifier,
            route: descriptor.flatMap { try? JSONValue(encoding: $0) },
            selectedTab: (self as? TabContainer)?.selectedIndex,
            children: children.map { $0.picture(marking: visible) },
            subviews: subviews.map { $0.picture(marking: visible) },
            modalStyle: modalStyle,
            presented: presentedScreen?.picture(marking: visible))
        if let visible {
            let content = self.content
            node.title = content.title == name ? nil : content.title
            node.content = content.elements.map(\.node)
            node.visible = visible.contains(ObjectIdentifier(self))
        }
        return node
    }
}
