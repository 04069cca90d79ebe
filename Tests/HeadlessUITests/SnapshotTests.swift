import Foundation
import HeadlessUI
import HierarchyInspection
import TestSupport
import Testing
import UIToolkitInterface

private struct ShowDescriptor: ScreenDescriptor {
    static let identifier = "show"
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
        show.summary = "The Answer"
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
    }

    @Test("the text tree shows structure, routes, content and the visible screen")
    func textTree() throws {
        let show = Screen(name: "ShowPage")
        show.descriptor = ShowDescriptor(showId: 7)
        show.summary = "Seven Seas"
        let (window, _) = try TestHierarchy.show(show)
        #expect(
            window.snapshot.textTree == """
                window
                └─ StackContainer
                   └─ ShowPage ‹show {"showId":7}› — Seven Seas  ◀
                """)
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
