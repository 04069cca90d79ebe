import Foundation
import HeadlessUI
import HierarchyInspection
import TestSupport
import Testing
import UIToolkitInterface

private struct LongDescriptor: ScreenDescriptor {
    var identifier: String { "show" }
    let showId: Int
    let slug: String
}

@MainActor
@Suite("Text tree styles: colour and width")
struct TextTreeStyleTests {
    /// A hierarchy whose lines run long.
    func window() throws -> HeadlessWindow {
        let show = Screen(name: "ShowPage")
        show.descriptor = LongDescriptor(showId: 42, slug: String(repeating: "the-answer-", count: 8))
        show.content = ScreenContent(title: String(repeating: "a very long title ", count: 6))
        let (window, stack) = try TestHierarchy.show(Screen(name: "Home"))
        try stack.push(show)
        return window
    }

    @Test(
        "a pipe gets plain text; a terminal colours unless NO_COLOR or TERM=dumb, at COLUMNS or 80",
        arguments: [
            (false, [String: String](), TextTreeStyle.plain),
            (true, [:], TextTreeStyle(colors: true, width: 80)),
            (true, ["NO_COLOR": "1"], TextTreeStyle(colors: false, width: 80)),
            (true, ["NO_COLOR": ""], TextTreeStyle(colors: true, width: 80)),
            (true, ["TERM": "dumb", "COLUMNS": "120"], TextTreeStyle(colors: false, width: 120)),
        ])
    func detection(isTerminal: Bool, environment: [String: String], expected: TextTreeStyle) {
        #expect(TextTreeStyle.forOutput(isTerminal: isTerminal, environment: environment) == expected)
    }

    @Test("in 80 columns every line fits: the title is shortened first, then the route, each ending in …")
    func width() throws {
        let snapshot = try window().snapshot
        let lines = snapshot.textTree(style: TextTreeStyle(width: 80)).split(separator: "\n")
        #expect(snapshot.textTree.split(separator: "\n").contains { $0.count > 200 }, "the plain tree keeps everything")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.map(\.count))")
        let show = try #require(lines.first { $0.contains("ShowPage") })
        #expect(show.contains("‹show {") && show.hasSuffix("…›  ◀") && !show.contains("title"), "\(show)")
        let wide = try #require(snapshot.textTree(style: TextTreeStyle(width: 150)).split(separator: "\n").last)
        #expect(
            wide.count == 150 && wide.contains("the-answer-\"}› — a very") && wide.hasSuffix("…  ◀"),
            "with room for the route, only the title is shortened: \(wide)")
    }

    @Test("colours wrap the parts in ANSI codes; without them the text is the plain tree")
    func colours() throws {
        let snapshot = try window().snapshot
        let coloured = snapshot.textTree(style: TextTreeStyle(colors: true))
        #expect(coloured.contains("\u{1B}[1mShowPage\u{1B}[0m") && coloured.contains("\u{1B}[32m  ◀\u{1B}[0m"))
        let stripped = coloured.replacingOccurrences(of: "\u{1B}\\[[0-9]+m", with: "", options: .regularExpression)
        #expect(stripped == snapshot.textTree)
    }
}
