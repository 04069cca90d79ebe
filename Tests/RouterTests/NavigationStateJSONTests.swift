import Foundation
import HierarchyInspection
import RouterInspection
import Testing
import UIToolkitInterface

/// A state's own JSON is `Codable`'s JSON: either side reads what the other writes, and bad
/// text fails with `JSONDecoder`'s own error.
@Suite("Navigation state JSON")
struct NavigationStateJSONTests {
    private static func state(_ root: ScreenNode?) -> NavigationState {
        var state = NavigationState(snapshot: HierarchySnapshot(root: nil))
        state.root = root
        return state
    }

    private static let tabs = ScreenNode(
        screen: "Tabs", kind: .tabs, selectedTab: 0,
        children: [
            ScreenNode(
                screen: "Home", kind: .navigationStack,
                children: [
                    ScreenNode(screen: "Home", routeIdentifier: "home", route: .object([:])),
                    ScreenNode(
                        screen: "Show", routeIdentifier: "show",
                        route: .object(["showId": .integer(42), "title": .string("Ünïcode \"quoted\"")]),
                        presented: ScreenNode(
                            screen: "Player", routeIdentifier: "player", route: .object(["at": .number(1.5)]),
                            modalStyle: .sheet)),
                ])
        ])

    @Test(
        "json() and init(json:) agree with JSONEncoder and JSONDecoder",
        arguments: [
            state(nil), state(tabs),
            state(ScreenNode(screen: "Profile", content: [ContentNode(id: "name", kind: .text, label: "Ada")])),
        ])
    func agree(with state: NavigationState) throws {
        #expect(try JSONDecoder().decode(NavigationState.self, from: state.json()) == state)
        #expect(try NavigationState(json: JSONEncoder().encode(state)) == state)
        #expect(try NavigationState(json: state.json()) == state)
    }

    @Test(
        "what init(json:) refuses, it refuses with JSONDecoder's error",
        arguments: [#"{"root":{"screen":7}}"#, #"{"root":"#, "[]", #"{"root":{"screen":"A","kind":"window"}}"#])
    func sameErrors(text: String) {
        let data = Data(text.utf8)
        var reference = ""
        do { _ = try JSONDecoder().decode(NavigationState.self, from: data) } catch { reference = "\(error)" }
        var own = ""
        do { _ = try NavigationState(json: data) } catch { own = "\(error)" }
        #expect(!reference.isEmpty)
        #expect(own == reference)
    }
}
