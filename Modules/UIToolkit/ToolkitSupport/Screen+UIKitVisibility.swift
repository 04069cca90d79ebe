public import UIToolkitInterface

extension Screen {
    /// The screens UIKit shows in a window with this root: each presentation layer's visible
    /// subtree (the top of each stack, the selected tab, every column and subview), from the last
    /// layer that hides what is beneath it (the root, a full-screen or a custom presentation)
    /// upwards. Toolkits with UIKit's semantics share it.
    ///
    /// - Parameter root: The window's root screen.
    /// - Returns: The visible screens, from the root upwards through the presentation chain.
    public static func visibleInUIKit(root: Screen?) -> [Screen] {
        guard let root else { return [] }
        var layers: [[Screen]] = []
        var layerRoot: Screen? = root
        while let current = layerRoot {
            layers.append(visibleSubtree(of: current))
            layerRoot = current.subtreeWithoutPresented.lazy.compactMap(\.presentedScreen).first
        }
        let opaque = layers.lastIndex { layer in layer.first?.modalStyle?.keepsPresenterVisible != true } ?? 0
        return layers[opaque...].flatMap { $0 }
    }

    private static func visibleSubtree(of screen: Screen) -> [Screen] {
        var result = [screen]
        for child in screen.visibleChildren { result += visibleSubtree(of: child) }
        for subview in screen.subviews { result += visibleSubtree(of: subview) }
        return result
    }
}
