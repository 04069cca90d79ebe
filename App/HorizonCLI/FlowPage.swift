import Foundation
import HierarchyInspection
import HorizonFlowsInterface
import UIToolkitInterface

/// `horizon play … --html FILE`: one self-contained page of flows, each step drawn as a phone
/// (stacks as cards, tabs with their bar, modals over their presenter, the visible screen
/// highlighted, each screen's route, title and content) beside its checks and what it changed.
///
/// No script, no external asset: it opens offline, from disk, in any browser.
struct FlowPage {
    /// The flows played and the summary line.
    let report: PlayReport

    /// The line in every page's head by which horizon knows a page it wrote.
    static let generator = #"<meta name="generator" content="horizon play --html">"#

    /// A page horizon wrote, which `--html` may replace: the generator line in its head.
    static let kind = WritableFile.Kind(name: "a flow page horizon wrote") { data in
        String(decoding: data.prefix(1_024), as: UTF8.self).contains(generator)
    }

    var html: String {
        var page = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            \(Self.generator)
            <title>Horizon flows</title>
            <style>\(Self.style)</style></head><body>
            <header><h1>Horizon flows</h1><p>\(Self.escape(report.summary))</p><nav>
            """
        for result in report.flows {
            page += "<a class=\"\(result.passed ? "pass" : "fail")\" href=\"#\(Self.escape(result.id))\">"
            page += "\(result.passed ? "✓" : "✗") \(Self.escape(result.id))</a>"
        }
        page += "</nav></header><main>"
        for result in report.flows { page += section(result) }
        return page + "</main></body></html>\n"
    }

    private func section(_ result: FlowResult) -> String {
        var html = "<section class=\"flow\" id=\"\(Self.escape(result.id))\">"
        html += "<h2><span class=\"\(result.passed ? "pass" : "fail")\">\(result.passed ? "✓" : "✗")</span> "
        html += "\(Self.escape(result.id))</h2><p class=\"title\">\(Self.escape(result.title))</p>"
        if let failure = result.failure { html += "<p class=\"failure\">\(Self.escape(failure))</p>" }
        var previous: HierarchySnapshot?
        for (index, step) in result.steps.enumerated() {
            let changes = HierarchyDiff(before: previous, after: step.hierarchy)
            html += "<article class=\"step\"><div class=\"phone\"><div class=\"notch\"></div><div class=\"display\">"
            html +=
                step.hierarchy?.root.map { node(for: $0, changes: changes, path: HierarchyDiff.rootPlace) }
                ?? "<p class=\"empty\">empty window</p>"
            html += "</div></div>"
            if let picture = step.screenshot.flatMap(Self.embedded) {
                html += "<img class=\"shot\" alt=\"what the window showed after step \(index + 1)\" src=\"\(picture)\">"
            }
            html += "<div class=\"notes\"><h3>\(index + 1). \(Self.escape(step.title))</h3>"
            if !changes.added.isEmpty || !changes.removed.isEmpty || !changes.updated.isEmpty {
                html += "<ul class=\"changes\">"
                for name in changes.added { html += "<li class=\"added\">+ \(Self.escape(name))</li>" }
                for name in changes.updated { html += "<li class=\"updated\">~ \(Self.escape(name))</li>" }
                for name in changes.removed { html += "<li class=\"removed\">− \(Self.escape(name))</li>" }
                html += "</ul>"
            }
            if !step.checks.isEmpty {
                html += "<ul class=\"checks\">"
                for check in step.checks {
                    html += "<li class=\"\(check.passed ? "pass" : "fail")\">\(check.passed ? "✓" : "✗") "
                    html += "\(Self.escape(check.expectation))</li>"
                }
                html += "</ul>"
            }
            html += "</div></article>"
            previous = step.hierarchy ?? previous
        }
        return html + "</section>"
    }

    /// One node and what it holds; `path` names its place, for the changes.
    private func node(for node: ScreenNode, changes: HierarchyDiff, path: String) -> String {
        let mark = changes.addedPaths.contains(path) ? " added" : changes.updatedPaths.contains(path) ? " updated" : ""
        var html: String
        switch node.kind {
        case .navigationStack:
            html = "<div class=\"stack\(mark)\" title=\"\(Self.escape(node.screen))\">"
            html +=
                "<div class=\"bar\">\(Self.escape(node.children.last?.screen ?? node.screen))</div><div class=\"cards\">"
            html += children(of: node, changes: changes, path: path)
            html += "</div>"
        case .tabs:
            let selected = node.selectedTab ?? 0
            html = "<div class=\"tabs\(mark)\"><div class=\"tab-content\">"
            if node.children.indices.contains(selected) {
                let place = HierarchyDiff.place(ofChild: selected, of: node, at: path)
                html += self.node(for: node.children[selected], changes: changes, path: place)
            }
            html += "</div><div class=\"tabbar\">"
            for (index, tab) in node.children.enumerated() {
                html += "<span class=\"\(index == selected ? "selected" : "")\">\(Self.escape(tab.screen))</span>"
            }
            html += "</div>"
        case .split:
            html = "<div class=\"split\(mark)\">" + children(of: node, changes: changes, path: path)
        case .screen:
            html = "<div class=\"screen\(node.visible ? " visible" : "")\(mark)\">"
            html += "<div class=\"name\">\(Self.escape(node.screen))</div>"
            if let route = node.routeIdentifier {
                html += "<div class=\"route\">‹\(Self.escape(route))›"
                if let parameters = node.route, parameters != .object([:]) {
                    html += " \(Self.escape("\(parameters)"))"
                }
                html += "</div>"
            }
            if let title = node.title { html += "<div class=\"summary\">\(Self.escape(title))</div>" }
            if node.visible && !node.content.isEmpty {
                html += "<div class=\"content\">" + node.content.map(Self.element).joined() + "</div>"
            }
            html += children(of: node, changes: changes, path: path)
            for (index, subview) in node.subviews.enumerated() {
                html += self.node(for: subview, changes: changes, path: HierarchyDiff.place(ofSubview: index, at: path))
            }
        }
        if let presented = node.presented {
            let style = presented.modalStyle.map { "\($0)" } ?? "modal"
            html += "<div class=\"modal \(Self.styleClass(presented.modalStyle))\"><div class=\"style\">"
            html +=
                "\(Self.escape(style))</div>\(self.node(for: presented, changes: changes, path: HierarchyDiff.place(ofPresentedAt: path)))</div>"
        }
        return html + "</div>"
    }

    /// One element of a screen's content, drawn as the control it is.
    private static func element(_ element: ContentNode) -> String {
        let value = escape(element.value ?? "")
        let id = " title=\"\(escape(element.id))\""
        return switch element.kind {
        case .text: "<p class=\"text\"\(id)>\(value)</p>"
        case .button: "<span class=\"button\"\(id)>\(value)</span>"
        case .field, .secureField:
            "<label class=\"field\"\(id)>\(escape(element.label ?? ""))<span>\(value)</span></label>"
        case .toggle:
            "<label class=\"toggle \(value)\"\(id)>\(escape(element.label ?? ""))<span></span></label>"
        case .list: "<div class=\"list\"\(id)>" + (element.rows ?? []).map(Self.element).joined() + "</div>"
        }
    }

    /// A PNG as a `data:` address, so the page stays one file that opens offline; `nil` when the
    /// file cannot be read (the step then shows its drawing alone).
    private static func embedded(_ path: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { "data:image/png;base64," + $0.base64EncodedString() }
    }

    /// Every child of a node, in order.
    private func children(of node: ScreenNode, changes: HierarchyDiff, path: String) -> String {
        node.children.indices.map {
            self.node(
                for: node.children[$0], changes: changes, path: HierarchyDiff.place(ofChild: $0, of: node, at: path))
        }.joined()
    }

    private static func styleClass(_ style: ModalStyle?) -> String {
        switch style {
        case .sheet?: "sheet"
        case .popover?: "popover"
        default: "full"
        }
    }

    /// Text as HTML: `&`, `<`, `>` and quotes escaped.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static let style = """
        :root{font-family:-apple-system,system-ui,sans-serif;color:#1c1c1e;background:#f2f2f7}
        body{margin:0}header{padding:16px 24px;background:#fff;border-bottom:1px solid #d1d1d6;position:sticky;top:0;z-index:5}
        h1{margin:0 0 4px;font-size:20px}header p{margin:0 0 8px;color:#3a3a3c}
        nav{display:flex;flex-wrap:wrap;gap:6px}nav a{font-size:12px;text-decoration:none;padding:2px 8px;border-radius:10px;background:#e5e5ea;color:#1c1c1e}
        nav a.fail,.fail{color:#c0392b}nav a.pass{color:#1e7d32}.pass{color:#1e7d32}
        main{padding:8px 24px}.flow{margin:24px 0;padding:16px;background:#fff;border-radius:12px}
        .flow h2{margin:0;font-size:17px}.title{margin:4px 0 12px;color:#3a3a3c}.failure{color:#c0392b;font-weight:600}
        .step{display:flex;gap:20px;align-items:flex-start;padding:12px 0;border-top:1px solid #e5e5ea}
        .phone{flex:none;width:240px;height:440px;border:10px solid #1c1c1e;border-radius:32px;background:#fff;position:relative;overflow:hidden}
        .notch{position:absolute;top:0;left:80px;width:80px;height:14px;background:#1c1c1e;border-radius:0 0 8px 8px;z-index:4}
        .display{position:absolute;inset:18px 0 0 0;display:flex;flex-direction:column;font-size:11px}
        .display>div{flex:1;display:flex;flex-direction:column;min-height:0}
        .stack{flex:1;display:flex;flex-direction:column;min-height:0}
        .bar{padding:4px 8px;font-weight:600;border-bottom:1px solid #d1d1d6;background:#f9f9f9;text-align:center}
        .cards{flex:1;padding:4px}.cards>.screen{margin-top:-2px;box-shadow:0 1px 3px rgba(0,0,0,.2)}
        .cards>.screen:not(:last-child){opacity:.55;transform:scale(.96)}
        .tabs{flex:1;display:flex;flex-direction:column;min-height:0}.tab-content{flex:1;display:flex;flex-direction:column;min-height:0}
        .tabbar{display:flex;border-top:1px solid #d1d1d6;background:#f9f9f9}.tabbar span{flex:1;text-align:center;padding:6px 2px;color:#8e8e93;font-size:10px}
        .tabbar span.selected{color:#0a84ff;font-weight:700;border-top:2px solid #0a84ff}
        .split{flex:1;display:flex;gap:2px}.split>div{flex:1}
        .screen{border:1px solid #d1d1d6;border-radius:6px;padding:6px;margin:3px;background:#fff}
        .screen.visible{border:2px solid #0a84ff;background:#eef6ff}
        .name{font-weight:700}.route{color:#6e6e73;font-family:ui-monospace,monospace;font-size:9px;word-break:break-all}
        .summary{margin-top:2px;color:#3a3a3c}
        .shot{width:260px;height:auto;align-self:flex-start;border-radius:10px;border:1px solid #d1d1d6;box-shadow:0 1px 4px rgba(0,0,0,.12)}
        .content{margin-top:6px;display:flex;flex-direction:column;gap:4px;align-items:flex-start}
        .content .text{margin:0;color:#1c1c1e}
        .content .button{background:#0a84ff;color:#fff;border-radius:6px;padding:1px 8px}
        .content .field{display:flex;gap:6px;align-items:baseline}
        .content .field span{border:1px solid #c7c7cc;border-radius:4px;padding:0 6px;min-width:60px;background:#fff}
        .content .toggle span{display:inline-block;width:22px;height:12px;border-radius:6px;background:#c7c7cc;margin-left:6px}
        .content .toggle.on span{background:#34c759}
        .content .list{display:flex;flex-direction:column;gap:3px;border-left:2px solid #d1d1d6;padding-left:6px}
        .modal{position:absolute;left:0;right:0;bottom:0;background:#fff;border-top:1px solid #8e8e93;box-shadow:0 -4px 12px rgba(0,0,0,.25);z-index:3;display:flex;flex-direction:column}
        .modal.full{top:0}.modal.sheet{top:18%;border-radius:12px 12px 0 0}.modal.popover{top:30%;left:10%;right:10%;bottom:30%;border-radius:10px;border:1px solid #8e8e93}
        .modal>.style{font-size:9px;color:#8e8e93;text-align:center;padding:2px}
        .added{outline:2px dashed #34c759;outline-offset:-2px}.updated{outline:2px dashed #ff9f0a;outline-offset:-2px}
        .notes{flex:1;min-width:0}.notes h3{margin:0 0 6px;font-size:14px}
        .changes,.checks{list-style:none;margin:4px 0;padding:0;font-size:13px}
        .changes li.added{outline:none;color:#1e7d32}.changes li.updated{outline:none;color:#b26a00}.changes li.removed{color:#c0392b}
        .empty{color:#8e8e93;text-align:center;margin-top:40%}
        """
}
