import Foundation
import HeadlessUI
import HierarchyInspection
import HorizonApp
import HorizonAppInterface
import Router
import RouterInspection
import RouterInterface
import RouterLinks
import RouterLinksInspection
import RouterLinksInterface
import TestSupport
import Testing
import UIToolkitInterface

/// A saved state comes from a file, so from anyone: it restores unchanged when the app
/// saved it, and it is refused with a typed error, the hierarchy untouched, when no link or
/// gesture of the app could have produced it.
@MainActor
@Suite("Saved states")
struct SavedStateTests {
    static let cases = max(100, PropertyRun.cases / 50)
    static let seed = PropertyRun.seed(default: 0x5EED_0002)

    /// An integer parameter: near the edges of `Int`, of `Double`'s exact integers, or small.
    private static func integer(using random: inout SeededGenerator) -> Int {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: Int.max - Int.random(in: 0...3, using: &random)
        case 1: (1 << 53) + Int.random(in: -3...3, using: &random)
        case 2: Int.random(in: 1...Int.max, using: &random)
        case 3: Int.random(in: Int.min...0, using: &random)
        default: Int.random(in: 1...1_000, using: &random)
        }
    }

    /// Text for a fragment: letters, digits and characters that need percent-encoding.
    private static func text(using random: inout SeededGenerator) -> String {
        let alphabet = Array("abcXYZ019-_.~ é✓😀")
        return String((0..<Int.random(in: 1...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
    }

    @Test("every value a link accepts saves and restores unchanged (property-based, seeded)")
    func roundTrip() async throws {
        var random = SeededGenerator(seed: Self.seed)
        let app = try ComposedApp()
        let restored = try ComposedApp()
        try await app.signIn(username: "ada", password: "analytical")
        try await restored.signIn(username: "ada", password: "analytical")
        var accepted = 0
        for index in 0..<Self.cases {
            let (show, track, season) = (
                Self.integer(using: &random), Self.integer(using: &random), Self.integer(using: &random)
            )
            let section = Self.text(using: &random)
            let encoded = section.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let (link, expected): (String, [String: JSONValue]) =
                switch index % 4 {
                case 0: ("horizon://shows/\(show)", ["showId": .integer(Int64(show))])
                case 1:
                    (
                        "horizon://shows/\(show)?season=\(season)#\(encoded)",
                        [
                            "showId": .integer(Int64(show)), "season": .integer(Int64(season)),
                            "section": .string(section),
                        ]
                    )
                case 2: ("horizon://player/\(track)/shows/\(show)", ["showId": .integer(Int64(show))])
                default: ("horizon://player/\(track)", ["trackId": .integer(Int64(track))])
                }
            do {
                try app.links.open(link: link)
            } catch {
                try #require(
                    [show, track, season].contains { $0 < 1 },
                    "case \(index), seed \(Self.seed): \(link) refused: \(error)")
                continue
            }
            accepted += 1
            let saved = app.router.navigationState
            try #require(
                saved == NavigationState(snapshot: app.window.snapshot),
                "case \(index), seed \(Self.seed): \(link): the state read without content is the snapshot's")
            try #require(
                try NavigationState(json: saved.json()) == saved,
                "case \(index), seed \(Self.seed): \(link): the state's own JSON reads back")
            let json = try JSONEncoder().encode(saved)
            try restored.links.restore(try NavigationState(json: json))
            let state = restored.router.navigationState
            try #require(state == saved, "case \(index), seed \(Self.seed): \(link) restored differently")
            let route = try #require(Self.topRoute(in: state.root))
            guard case .object(let parameters) = route else { throw LinkError.unrestorableState("no parameters") }
            for (name, value) in expected {
                try #require(
                    parameters[name] == value,
                    "case \(index), seed \(Self.seed): \(link) saved \(name) as \(parameters[name] ?? .null)")
            }
        }
        #expect(accepted > Self.cases / 4, "most cases open: \(accepted) of \(Self.cases)")
    }

    /// The route of the deepest presented or last pushed screen.
    private static func topRoute(in node: ScreenNode?) -> JSONValue? {
        guard let node else { return nil }
        if let presented = node.presented { return topRoute(in: presented) }
        if node.kind == .tabs, let tab = node.selectedTab, node.children.indices.contains(tab) {
            return topRoute(in: node.children[tab])
        }
        if let last = node.children.last { return topRoute(in: last) }
        return node.route
    }

    // MARK: - States no link can produce

    private static func screen(
        _ name: String, _ identifier: String, _ route: [String: JSONValue] = [:],
        children: [ScreenNode] = [], presented: ScreenNode? = nil
    ) -> ScreenNode {
        ScreenNode(
            screen: name, routeIdentifier: identifier, route: .object(route), children: children, presented: presented)
    }

    private static func stack(_ name: String, _ entries: [ScreenNode]) -> ScreenNode {
        ScreenNode(screen: name, kind: .navigationStack, children: entries)
    }

    /// The app's tabs with these Home stack entries.
    private static func tabs(home: [ScreenNode], tabs: [ScreenNode]? = nil) -> ScreenNode {
        ScreenNode(
            screen: "Tabs", kind: .tabs, selectedTab: 0,
            children: tabs ?? [stack("HomeStack", home), stack("ProfileStack", [])])
    }

    private static let home = screen("Home", "home")

    private static func show(_ id: Int) -> ScreenNode {
        screen("ShowPage", "show", ["showId": .integer(Int64(id))])
    }

    /// A chain of `depth` shows, each presenting the next.
    private static func modals(_ depth: Int) -> ScreenNode {
        (1..<depth).reversed().reduce(show(depth)) { presented, id in
            screen("ShowPage", "show", ["showId": .integer(Int64(id))], presented: presented)
        }
    }

    nonisolated static let hostile: [(String, @MainActor @Sendable () -> ScreenNode, LinkError)] = [
        (
            "a stack in a stack", { tabs(home: [home, stack("HomeStack", [show(1)])]) },
            .unrestorableState("the navigation stack HomeStack is inside a navigation stack, which holds screens only")
        ),
        (
            "tabs in a stack", { tabs(home: [home, tabs(home: [home])]) },
            .unrestorableState("the tab container Tabs is inside a navigation stack, which holds screens only")
        ),
        (
            "a screen as its own child", { tabs(home: [screen("Home", "home", children: [home])]) },
            .unrestorableState("Home contains itself (the same route, inside the screen it is in)")
        ),
        ("400 nested modals", { tabs(home: [home, modals(400)]) }, .stateTooDeep(depth: 65, limit: 64)),
        (
            "100,000 screens", { tabs(home: [home] + (1...100_000).map(show)) },
            .stateTooLarge(screens: 100_004, limit: 1_000)
        ),
        (
            "show id 0", { tabs(home: [home, show(0)]) },
            .routing(.undecodableRoute(identifier: "show", reason: "'showId': a positive show id"))
        ),
        (
            "show id -1", { tabs(home: [home, show(-1)]) },
            .routing(.undecodableRoute(identifier: "show", reason: "'showId': a positive show id"))
        ),
        (
            "track id -1",
            {
                tabs(home: [home], tabs: nil).withPresented(
                    stack("PlayerStack", [screen("AudioPlayer", "player", ["trackId": .integer(-1)])]))
            },
            .routing(.undecodableRoute(identifier: "player", reason: "'trackId': a positive track id"))
        ),
        (
            "an undeclared stack", { stack("Elsewhere", [home]) },
            .unrestorableState(
                "the navigation stack Elsewhere is not declared in the link tree: a state holds only the containers the app declares"
            )
        ),
        (
            "a tab stack as the root", { stack("HomeStack", [home]) },
            .unrestorableState("the navigation stack HomeStack is not declared as the window's root in the link tree")
        ),
        (
            "tabs with other tabs", { tabs(home: [], tabs: [stack("ProfileStack", []), stack("HomeStack", [home])]) },
            .unrestorableState(
                #"the tabs Tabs hold ["ProfileStack", "HomeStack"], where the link tree declares ["HomeStack", "ProfileStack"]"#
            )
        ),
        (
            "a screen as a tab", { tabs(home: [], tabs: [home, stack("ProfileStack", [])]) },
            .unrestorableState("the tabs Tabs hold the screen Home: a tab is a navigation stack")
        ),
        (
            "a split", { ScreenNode(screen: "Split", kind: .split, children: [home]) },
            .unrestorableState("the split container Split is not in the declared link tree, which has no splits")
        ),
    ]

    @Test("a state no link can produce is refused with a typed error, and nothing changes", arguments: hostile.indices)
    func refused(index: Int) async throws {
        let (name, makeRoot, expected) = Self.hostile[index]
        let app = try ComposedApp()
        try app.links.open(link: "horizon://shows/42")
        let before = app.router.navigationState
        var state = before
        state.root = makeRoot()
        #expect(throws: expected, "\(name)") { try app.links.restore(state) }
        #expect(app.router.navigationState == before, "\(name): the hierarchy is unchanged")
        // Through JSON too, as a file gives it; not the enormous state: inside a test process,
        // every error thrown while `JSONValue` tries a value's types records a backtrace, which
        // makes decoding 100,000 screens take about 20 s (the CLI decodes it in a fraction of that).
        guard case .stateTooLarge = expected else {
            let json = try JSONEncoder().encode(state)
            #expect(throws: expected, "\(name), through JSON") {
                try app.links.restore(try JSONDecoder().decode(NavigationState.self, from: json))
            }
            return
        }
    }
}

extension ScreenNode {
    /// This node with its last Home stack entry presenting `node`.
    fileprivate func withPresented(_ node: ScreenNode) -> ScreenNode {
        var copy = self
        copy.children[0].children[copy.children[0].children.count - 1].presented = node
        return copy
    }
}
