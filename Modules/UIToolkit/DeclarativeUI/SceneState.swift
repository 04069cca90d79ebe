import UIToolkitInterface

/// The whole hierarchy as a value: the state a SwiftUI app keeps and its view layer renders.
/// A new value replaces the old one after every change; the view layer compares and redraws.
public struct SceneState: Hashable, Sendable {
    /// The root view; `nil` for an empty scene.
    public var root: SceneNode?

    /// Creates a state.
    public init(root: SceneNode? = nil) {
        self.root = root
    }

    /// The identifiers of the views on screen, from the root up through the presentations:
    /// each layer's shown views, from the last layer that covers what is beneath it (the root,
    /// a full-screen cover) upwards; a sheet or popover leaves its presenter on screen.
    public var visible: [ScreenID] {
        guard let root else { return [] }
        var layers: [(style: ModalStyle?, nodes: [SceneNode])] = []
        var next: (style: ModalStyle?, node: SceneNode)? = (nil, root)
        while let (style, node) = next {
            let layer = node.layer
            layers.append((style, layer))
            next = layer.lazy.compactMap(\.presented).first.map { ($0.style, $0.node) }
        }
        let opaque = layers.lastIndex { $0.style?.keepsPresenterVisible != true } ?? 0
        return layers[opaque...].flatMap { $0.nodes.map(\.id) }
    }

    /// The navigation stack a back gesture shortens: the last shown stack whose path holds more
    /// than its root.
    var topStackWithBack: SceneNode? {
        shownNodes.last { $0.kind == .navigationStack }.flatMap { $0.content.count > 1 ? $0 : nil }
    }

    /// The last shown tab view.
    var topTabs: SceneNode? {
        shownNodes.last { $0.kind == .tabs }
    }

    /// The view presenting the topmost presentation, with it.
    var topPresentation: (presenter: SceneNode, presentation: SceneNode.Presentation)? {
        var result: (SceneNode, SceneNode.Presentation)?
        var layer = root.map(\.layer) ?? []
        while let presenter = layer.first(where: { $0.presented != nil }), let presented = presenter.presented {
            result = (presenter, presented)
            layer = presented.node.layer
        }
        return result
    }

    private var shownNodes: [SceneNode] {
        let shown = Set(visible)
        var nodes: [SceneNode] = []
        func walk(_ node: SceneNode) {
            if shown.contains(node.id) { nodes.append(node) }
            node.content.forEach(walk)
            if let presented = node.presented { walk(presented.node) }
        }
        root.map(walk)
        return nodes
    }
}
