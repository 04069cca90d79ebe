extension HierarchySnapshot {
    /// The hierarchy as an indented text tree, for people.
    ///
    /// Each line shows a screen's name, its route (`‹identifier {parameters}›`), its content
    /// line, and markers: `◀` for a visible content screen, `★` for a selected tab.
    /// Presented screens hang under their presenter behind `⇡ style`, subviews behind `▭`.
    public var textTree: String {
        var lines = ["window"]
        if let root { root.appendLines(to: &lines, prefix: "", isLast: true, label: "") }
        else { lines.append("└─ (empty)") }
        return lines.joined(separator: "\n")
    }
}

extension ScreenNode {
    /// This node as a single line, without its children.
    public var line: String {
        var text = screen
        if let routeIdentifier {
            let parameters = route.flatMap { value -> String? in
                if case .object(let fields) = value, fields.isEmpty { return nil }
                return value.description
            }
            text += " ‹\(routeIdentifier)\(parameters.map { " " + $0 } ?? "")›"
        }
        if let summary { text += " — \(summary)" }
        if visible && kind == .screen { text += "  ◀" }
        return text
    }

    fileprivate func appendLines(to lines: inout [String], prefix: String, isLast: Bool, label: String) {
        lines.append(prefix + (isLast ? "└─ " : "├─ ") + label + line)
        let inner = prefix + (isLast ? "   " : "│  ")
        var items: [(label: String, node: ScreenNode)] = children.enumerated().map { index, child in
            (selectedTab == index ? "★ " : "", child)
        }
        items += subviews.map { ("▭ ", $0) }
        if let presented { items.append(("⇡ \(presented.modalStyle?.description ?? "modal"): ", presented)) }
        for (index, item) in items.enumerated() {
            item.node.appendLines(to: &lines, prefix: inner, isLast: index == items.count - 1, label: item.label)
        }
    }
}
