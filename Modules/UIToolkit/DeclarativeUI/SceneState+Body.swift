import UIToolkitInterface

extension SceneState {
    /// The state drawn as the view tree a SwiftUI body would build from it, one view per line:
    /// `NavigationStack(path: [Home#2, Profile#3])`, `TabView(selection: 1)`,
    /// `NavigationSplitView`, a screen with its title, and what each presents behind
    /// `.sheet`, `.popover(anchor)` or `.fullScreenCover`.
    public var body: String {
        guard let root else { return "EmptyView()" }
        var lines: [String] = []
        root.appendBody(to: &lines, indent: "")
        return lines.joined(separator: "\n")
    }
}

extension SceneNode {
    /// The view's own line.
    var declaration: String {
        switch kind {
        case .navigationStack: "NavigationStack(path: [\(content.map(\.id.description).joined(separator: ", "))])"
        case .tabs: "TabView(selection: \(selection.map(String.init) ?? "none"))"
        case .split: "NavigationSplitView"
        case .screen: "\(id)" + (title.map { " — \($0)" } ?? "")
        }
    }

    func appendBody(to lines: inout [String], indent: String) {
        lines.append(indent + declaration)
        for child in content { child.appendBody(to: &lines, indent: indent + "  ") }
        if let presented {
            lines.append(indent + "  ." + presented.style.modifier + " {")
            presented.node.appendBody(to: &lines, indent: indent + "    ")
            lines.append(indent + "  }")
        }
    }
}

extension ModalStyle {
    /// The SwiftUI modifier that shows a presentation of this style.
    var modifier: String {
        switch self {
        case .sheet: "sheet"
        case .popover(let anchor): "popover(\(anchor))"
        case .fullScreen: "fullScreenCover"
        case .custom(let transition): "fullScreenCover(transition: \(transition))"
        }
    }
}
