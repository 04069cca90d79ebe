import Foundation
import HeadlessUI
import HierarchyDriving
import HierarchyInspection
import TestSupport
import Testing
import UIToolkitInterface

private struct ShowDescriptor: ScreenDescriptor {
    var identifier: String { "show" }
    let showId: Int
}

@MainActor
@Suite("Snapshots, text trees and deallocation")
struct SnapshotTests {
    @Test("the snapshot is Codable and names screens with their route parameters")
    func snapshotRoundTrip() throws {
        let home = Screen(name: "Home")
        let show = Screen(name: "ShowPage")
        show.descriptor = ShowDescriptor(showId: 42)
        show.content = ScreenContent(
            title: "The Answer",
            [
                .text("status", "Show #42"), .field("password", "Password", text: "secret", isSecure: true) { _ in },
                .toggle("autoplay", "Autoplay", isOn: true) { _ in },
                .list("recommended", [.button("show-7", "Show #7") {}]),
            ])
        let (window, stack) = try TestHierarchy.show(home)
        try stack.push(show)
        try show.present(Screen(name: "Player"), style: .sheet)
        let snapshot = window.snapshot
        let data = try JSONEncoder().encode(snapshot)
        #expect(try JSONDecoder().decode(HierarchySnapshot.self, from: data) == snapshot)
        let node = try #require(snapshot.root?.children.last)
        #expect(
            node.screen == "ShowPage" && node.routeIdentifier == "show"
                && node.route == .object(["showId": .integer(42)]))
        #expect(node.presented?.screen == "Player" && node.presented?.modalStyle == .sheet)
        #expect(node.title == "The Answer")
        #expect(
            node.content == [
                ContentNode(id: "status", kind: .text, value: "Show #42"),
                ContentNode(id: "password", kind: .secureField, label: "Password", value: "••••••"),
                ContentNode(id: "autoplay", kind: .toggle, label: "Autoplay", value: "on"),
                ContentNode(
                    id: "recommended", kind: .list, rows: [ContentNode(id: "show-7", kind: .button, value: "Show #7")]),
            ], "the secure field's text never reaches the snapshot")
        #expect(!String(decoding: data, as: UTF8.self).contains("secret"))
    }

    @Test("the text tree shows structure, routes, content and the visible screen")
    func textTree() throws {
        let show = Screen(name: "ShowPage")
        show.descriptor = ShowDescriptor(showId: 7)
        var autoplay = false
        var typed = ""
        show.content = ScreenContent(
            title: "Seven Seas",
            [
                .text("status", "Show #7"), .field("search", "Search", text: typed) { typed = $0 },
                .toggle("autoplay", "Autoplay", isOn: autoplay) { autoplay = $0 },
                .list("recommended", [.button("show-42", "Show #42") {}, .text("more", "More soon")]),
            ])
        let (window, _) = try TestHierarchy.show(show)
        #expect(
            window.snapshot.textTree == """
                window
                └─ StackContainer
                   └─ ShowPage ‹show {"showId":7}› — Seven Seas  ◀
                        Show #7
                        Search: (empty)
                        Autoplay: off
                        · [Show #42]
                        · More soon
                """)
        try window.perform(.flip("autoplay"))
        try window.perform(.type("sea", into: "search"))
        #expect(autoplay && typed == "sea", "the actions ran with the new values")
        #expect(throws: DrivingError.controlNotApplicable(.tap("status"), screen: "ShowPage")) {
            try window.perform(.tap("status"))
        }
        #expect(throws: DrivingError.controlNotShown("play", screen: "ShowPage", hidden: false)) {
            try window.perform(.tap("play"))
        }
    }

    @Test("deallocation is observable: a popped screen is gone")
    func deallocation() throws {
        let (window, stack) = try TestHierarchy.show(Screen(name: "Root"))
        let shown = ShownScreens(watching: window)
        weak var gone: Screen?
        do {
            let temporary = Screen(name: "Temporary")
            gone = temporary
            try stack.push(temporary)
            #expect(shown.alive.contains { $0 === temporary })
            try window.perform(.back)
        }
        #expect(gone == nil)
        #expect(!shown.alive.contains { $0.name == "Temporary" })
    }
}
