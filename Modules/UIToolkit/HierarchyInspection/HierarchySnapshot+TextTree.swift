import UIToolkitInterface

extension HierarchySnapshot {
    /// The hierarchy as an indented text tree, for people: plain, at any width.
    ///
    /// Each line shows a screen's name, its route (`‹identifier {parameters}›`), its title when
    /// it is not the name, and markers: `◀` for a visible content screen, `★` for a selected tab.
    /// Under a visible content screen, one line per element of its content: text as it reads,
    /// `[Button]`, `Label: text` (`•` for a secure field's characters), `Label: on`, and a
    /// list's rows behind `·`.
    /// Presented screens hang under their presenter behind `⇡ style`, subviews behind `▭`.
    public var textTree: String {
        textTree(style: .plain)
    }

    /// The text tree drawn in a style: coloured for a terminal, and each line shortened to the
    /// style's width (the title first, then the route's parameters, each ending in `…`).
    ///
    /// - Parameter style: Colours and width.
    /// - Returns: The tree, one line per screen.
    public func textTree(style: TextTreeStyle) -> String {
        var lines = [style.paint("window", .dim)]
        if let root {
            root.appendLines(to: &lines, prefix: "", isLast: true, label: "", style: style)
        } else {
            lines.append(style.paint("└─ ", .dim) + "(empty)")
        }
        return lines.joined(separator: "\n")
    }
}

extension ScreenNode {
    /// This node as a single line, without its children.
    public var line: String {
        parts.joined()
    }

    /// The line's parts: name, route, title, marker (each empty when absent).
    private var parts: [String] {
        var route = ""
        if let routeIdentifier {
            let parameters = self.route.flatMap { value -> String? in
                if case .object(let fields) = value, fields.isEmpty { return nil }
                return value.description
            }
            route = " ‹\(routeIdentifier)\(parameters.map { " " + $0 } ?? "")›"
        }
        return [screen, route, title.map { " — \($0)" } ?? "", visible && kind == .screen ? "  ◀" : ""]
    }

    fileprivate func appendLines(
        to lines: inout [String], prefix: String, isLast: Bool, label: String, style: TextTreeStyle
    ) {
        let drawing = prefix + (isLast ? "└─ " : "├─ ")
        var (name, route, title, marker) = (parts[0], parts[1], parts[2], parts[3])
        if let width = style.width {
            var excess = (drawing + label + name + route + title + marker).count - width
            (title, excess) = Self.shorten(title, by: excess)
            (route, excess) = Self.shorten(route, by: excess, closing: "›")
        }
        let painted =
            style.paint(label, label.hasPrefix("★") ? .yellow : .magenta) + style.paint(name, .bold)
            + style.paint(route, .cyan) + title + style.paint(marker, .green)
        lines.append(style.paint(drawing, .dim) + painted)
        let inner = prefix + (isLast ? "   " : "│  ")
        var items: [(label: String, node: ScreenNode)] = children.enumerated().map { index, child in
            (selectedTab == index ? "★ " : "", child)
        }
        items += subviews.map { ("▭ ", $0) }
        if let presented { items.append(("⇡ \(presented.modalStyle?.description ?? "modal"): ", presented)) }
        if visible && kind == .screen {
            let contentPrefix = inner + (items.isEmpty ? "  " : "│ ")
            for line in content.flatMap(\.lines) {
                let shortened = style.width.map { Self.shorten(line, by: (contentPrefix + line).count - $0).0 } ?? line
                lines.append(style.paint(contentPrefix, .dim) + shortened)
            }
        }
        for (index, item) in items.enumerated() {
            item.node.appendLines(
                to: &lines, prefix: inner, isLast: index == items.count - 1, label: item.label, style: style)
        }
    }

    /// A part shortened by up to `excess` characters, ending in `…` (and `closing`, if any).
    ///
    /// - Returns: The part and what is still in excess.
    private static func shorten(_ part: String, by excess: Int, closing: String = "") -> (String, Int) {
        guard excess > 0, !part.isEmpty else { return (part, excess) }
        let keep = part.count - excess - 1 - closing.count
        guard keep > 3 else { return ("", excess - part.count) }
        return (String(part.prefix(keep)) + "…" + closing, 0)
    }
}

extension ContentNode {
    /// The element's lines in the text tree: a list's rows behind `·`, any other element's line.
    fileprivate var lines: [String] {
        guard kind == .list else { return [line] }
        return (rows ?? []).flatMap(\.lines).map { "· " + $0 }
    }
}
